<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Sea Battle</source>
        <translation>About Sea Battle</translation>
    </message>
    <message>
        <source>Sea Battle</source>
        <translation>Sea Battle</translation>
    </message>
    <message>
        <source>Battleship for the desktop: sink the enemy fleet, against the computer or a friend on your local network.</source>
        <translation>Battleship for the desktop: sink the enemy fleet, against the computer or a friend on your local network.</translation>
    </message>
    <message>
        <source>Copyright © 2026 the Sea Battle developers. Free software under the GNU General Public License, version 3 or (at your option) any later version: you may share and change it. It comes with no warranty.</source>
        <translation>Copyright © 2026 the Sea Battle developers. Free software under the GNU General Public License, version 3 or (at your option) any later version: you may share and change it. It comes with no warranty.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Built with Qt %1, running on Qt %2.</translation>
    </message>
</context>
<context>
    <name>AimBox</name>
    <message>
        <source>Type a cell such as C7.</source>
        <translation>Type a cell such as C7.</translation>
    </message>
    <message>
        <source>That is not a cell: type a column letter A–J, then a row 1–10, such as C7.</source>
        <translation>That is not a cell: type a column letter A–J, then a row 1–10, such as C7.</translation>
    </message>
    <message>
        <source>The columns go from A to J.</source>
        <translation>The columns go from A to J.</translation>
    </message>
    <message>
        <source>The rows go from 1 to 10.</source>
        <translation>The rows go from 1 to 10.</translation>
    </message>
    <message>
        <source>e.g. C7</source>
        <translation>e.g. C7</translation>
    </message>
    <message>
        <source>Cell to fire at</source>
        <translation>Cell to fire at</translation>
    </message>
    <message>
        <source>Type a cell, such as C7, then press Enter; Escape closes</source>
        <translation>Type a cell, such as C7, then press Enter; Escape closes</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>This game cannot be saved to %1: %2.</source>
        <translation>This game cannot be saved to %1: %2.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Saved game</translation>
    </message>
    <message>
        <source>The game saved last time could not be read (%1). It was kept as %2; a new game starts.</source>
        <translation>The game saved last time could not be read (%1). It was kept as %2; a new game starts.</translation>
    </message>
    <message>
        <source>Resume the game against the computer (%1) you left on %2?</source>
        <translation>Resume the game against the computer (%1) you left on %2?</translation>
    </message>
    <message>
        <source>Start without the saved game? It is not deleted: it is kept in a file of its own beside it.</source>
        <translation>Start without the saved game? It is not deleted: it is kept in a file of its own beside it.</translation>
    </message>
    <message>
        <source>The saved game was kept as %1.</source>
        <translation>The saved game was kept as %1.</translation>
    </message>
    <message>
        <source>The saved game could not be put aside (%1); the next game will replace it.</source>
        <translation>The saved game could not be put aside (%1); the next game will replace it.</translation>
    </message>
</context>
<context>
    <name>BattleView</name>
    <message>
        <source>%1: Miss.</source>
        <translation>%1: Miss.</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Miss.</source>
        <translation>The enemy fired at %1: Miss.</translation>
    </message>
    <message>
        <source>%1: Hit!</source>
        <translation>%1: Hit!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Hit!</source>
        <translation>The enemy fired at %1: Hit!</translation>
    </message>
    <message>
        <source>You have already fired at that cell.</source>
        <translation>You have already fired at that cell.</translation>
    </message>
    <message>
        <source>That cell is known to be empty.</source>
        <translation>That cell is known to be empty.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Wait for your turn.</translation>
    </message>
    <message>
        <source>That cell is outside the grid.</source>
        <translation>That cell is outside the grid.</translation>
    </message>
    <message>
        <source>The battle is not on.</source>
        <translation>The battle is not on.</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>Your fleet</translation>
    </message>
    <message>
        <source>Enemy waters</source>
        <translation>Enemy waters</translation>
    </message>
    <message>
        <source>Shoot again after a hit</source>
        <translation>Shoot again after a hit</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>You won!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>You lost.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>The enemy is firing…</source>
        <translation>The enemy is firing…</translation>
    </message>
    <message>
        <source>Every ship of a fleet is sunk.</source>
        <translation>Every ship of a fleet is sunk.</translation>
    </message>
    <message>
        <source>You sank the whole enemy fleet.</source>
        <translation>You sank the whole enemy fleet.</translation>
    </message>
    <message>
        <source>Your whole fleet is sunk.</source>
        <translation>Your whole fleet is sunk.</translation>
    </message>
    <message>
        <source>Your opponent resigned.</source>
        <translation>Your opponent resigned.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>You resigned.</translation>
    </message>
    <message>
        <source>A rule was broken.</source>
        <translation>A rule was broken.</translation>
    </message>
    <message>
        <source>The connection was lost.</source>
        <translation>The connection was lost.</translation>
    </message>
    <message>
        <source>Computer 1&apos;s fleet</source>
        <translation>Computer 1&apos;s fleet</translation>
    </message>
    <message>
        <source>Computer 2&apos;s fleet</source>
        <translation>Computer 2&apos;s fleet</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Res&amp;ume</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause &amp;between shots:</source>
        <translation>Pause &amp;between shots:</translation>
    </message>
    <message>
        <source>Computer 1 won.</source>
        <translation>Computer 1 won.</translation>
    </message>
    <message>
        <source>Computer 2 won.</source>
        <translation>Computer 2 won.</translation>
    </message>
    <message>
        <source>Computer 1 is firing…</source>
        <translation>Computer 1 is firing…</translation>
    </message>
    <message>
        <source>Computer 2 is firing…</source>
        <translation>Computer 2 is firing…</translation>
    </message>
    <message>
        <source>Claim the win</source>
        <translation>Claim the win</translation>
    </message>
    <message>
        <source>%1 is firing…</source>
        <translation>%1 is firing…</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Miss</translation>
    </message>
    <message>
        <source>Hit!</source>
        <translation>Hit!</translation>
    </message>
    <message>
        <source>Sunk!</source>
        <translation>Sunk!</translation>
    </message>
    <message>
        <source>Earlier shots</source>
        <translation>Earlier shots</translation>
    </message>
    <message>
        <source>Click a cell to fire, or type its name, such as C7</source>
        <translation>Click a cell to fire, or type its name, such as C7</translation>
    </message>
    <message>
        <source>Say the &amp;fleets</source>
        <translation>Say the &amp;fleets</translation>
    </message>
    <message>
        <source>Say the &amp;last shots</source>
        <translation>Say the &amp;last shots</translation>
    </message>
    <message>
        <source>Say the &amp;score</source>
        <translation>Say the &amp;score</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Hit but afloat: %1.</source>
        <translation>Hit but afloat: %1.</translation>
    </message>
    <message>
        <source>No shot yet.</source>
        <translation>No shot yet.</translation>
    </message>
    <message>
        <source>Every shot of the salvo has its cell: take one back, or fire.</source>
        <translation>Every shot of the salvo has its cell: take one back, or fire.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: a salvo of %n shots</source>
        <translation>
            <numerusform>Your turn: a salvo of %n&#xa0;shot</numerusform>
            <numerusform>Your turn: a salvo of %n&#xa0;shots</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fire the salvo</source>
        <translation>&amp;Fire the salvo</translation>
    </message>
    <message>
        <source>%1 miss</source>
        <extracomment>a shot of a salvo in its list; %1 its cell</extracomment>
        <translation>%1 miss</translation>
    </message>
    <message>
        <source>%1 hit</source>
        <extracomment>a shot of a salvo in its list; %1 its cell</extracomment>
        <translation>%1 hit</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a shot of a salvo that sank a ship: %1 &quot;E6 hit&quot;, %2 &quot;Cruiser sunk&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Salvo of %n: %1.</source>
        <translation>
            <numerusform>Salvo of %n: %1.</numerusform>
            <numerusform>Salvo of %n: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The enemy&apos;s salvo of %n: %1.</source>
        <translation>
            <numerusform>The enemy&apos;s salvo of %n: %1.</numerusform>
            <numerusform>The enemy&apos;s salvo of %n: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shots chosen</source>
        <translation>
            <numerusform>%1 of %n&#xa0;shot chosen</numerusform>
            <numerusform>%1 of %n&#xa0;shots chosen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shots chosen: Enter or Fire sends the salvo</source>
        <translation>
            <numerusform>%1 of %n&#xa0;shot chosen: Enter or Fire sends the salvo</numerusform>
            <numerusform>%1 of %n&#xa0;shots chosen: Enter or Fire sends the salvo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n cells for the salvo.</source>
        <translation>
            <numerusform>Choose %n&#xa0;cell for the salvo.</numerusform>
            <numerusform>Choose %n&#xa0;cells for the salvo.</numerusform>
        </translation>
    </message>
    <message>
        <source>That cell is already chosen for the salvo.</source>
        <translation>That cell is already chosen for the salvo.</translation>
    </message>
    <message numerus="yes">
        <source>You still had %n ship(s) afloat.</source>
        <extracomment>at the end, after &quot;You sank the whole enemy fleet.&quot;: how many of your ships were left</extracomment>
        <translation>
            <numerusform>You still had %n&#xa0;ship afloat.</numerusform>
            <numerusform>You still had %n&#xa0;ships afloat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The enemy still had %n ship(s) afloat.</source>
        <extracomment>at the end, after &quot;Your whole fleet is sunk.&quot;: how close you came</extracomment>
        <translation>
            <numerusform>The enemy still had %n&#xa0;ship afloat.</numerusform>
            <numerusform>The enemy still had %n&#xa0;ships afloat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, not fired at</source>
        <translation>%1, not fired at</translation>
    </message>
    <message>
        <source>%1, miss</source>
        <translation>%1, miss</translation>
    </message>
    <message>
        <source>%1, hit</source>
        <translation>%1, hit</translation>
    </message>
    <message>
        <source>%1, sunk</source>
        <translation>%1, sunk</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a cell</source>
        <translation>Use the arrow keys to choose a cell</translation>
    </message>
    <message>
        <source>%1: %2% chance of a ship</source>
        <extracomment>%1 names a cell (&quot;C4&quot;), %2 is the chance in percent, 0 to 100: place the sign as your language does</extracomment>
        <translation>%1: %2% chance of a ship</translation>
    </message>
    <message>
        <source>%1% chance of a ship</source>
        <extracomment>said of a cell after its name, while odds are shown; %1 is a percentage, 0 to 100</extracomment>
        <translation>%1% chance of a ship</translation>
    </message>
    <message>
        <source>the best chance</source>
        <translation>the best chance</translation>
    </message>
    <message>
        <source>%1, empty, next to a sunk ship</source>
        <extracomment>a cell proven to be water: ships may not touch, and a ship beside it was sunk</extracomment>
        <translation>%1, empty, next to a sunk ship</translation>
    </message>
    <message>
        <source>chosen for the salvo, shot %1</source>
        <extracomment>said of a cell chosen for the salvo being aimed; %1 its number in the salvo</extracomment>
        <translation>chosen for the salvo, shot %1</translation>
    </message>
</context>
<context>
    <name>ChartSummary</name>
    <message>
        <source>No win by sinking the whole fleet yet.</source>
        <translation>No win by sinking the whole fleet yet.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n win(s): %1 shots at best, %2 at worst, most often %3 shots.</source>
        <extracomment>The chart of shots needed to win, said in words: %1 the fewest shots, %2 the most, %3 the commonest count or range (&quot;50–54&quot;)</extracomment>
        <translation>
            <numerusform>Over %n&#xa0;win: %1 shots at best, %2 at worst, most often %3 shots.</numerusform>
            <numerusform>Over %n&#xa0;wins: %1 shots at best, %2 at worst, most often %3 shots.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>No games yet.</translation>
    </message>
    <message>
        <source>Won %1, lost %2.</source>
        <extracomment>The chart of wins and losses, said in words: every game is drawn</extracomment>
        <translation>Won %1, lost %2.</translation>
    </message>
    <message numerus="yes">
        <source>Over the last %n game(s): won %1, lost %2. In all: won %3, lost %4.</source>
        <extracomment>The chart of wins and losses, said in words, when it draws only the latest games: %1 and %2 among them, %3 and %4 over every game</extracomment>
        <translation>
            <numerusform>Over the last %n&#xa0;game: won %1, lost %2. In all: won %3, lost %4.</numerusform>
            <numerusform>Over the last %n&#xa0;games: won %1, lost %2. In all: won %3, lost %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>No reviewed games yet.</source>
        <translation>No reviewed games yet.</translation>
    </message>
    <message>
        <source>Shot quality of the one reviewed game: %1.</source>
        <extracomment>The chart of shot quality (0 to 100) of a single reviewed game, said in words</extracomment>
        <translation>Shot quality of the one reviewed game: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Shot quality over the last %n reviewed game(s): from %1 to %2, best %3.</source>
        <extracomment>The chart of shot quality (0 to 100), said in words: from the first reviewed game&apos;s %1 to the last one&apos;s %2, the best %3</extracomment>
        <translation>
            <numerusform>Shot quality over the last %n&#xa0;reviewed game: from %1 to %2, best %3.</numerusform>
            <numerusform>Shot quality over the last %n&#xa0;reviewed games: from %1 to %2, best %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck in the last game: %1.</source>
        <extracomment>Luck: hits beyond what the odds predicted, &quot;+1.3&quot;</extracomment>
        <translation>Luck in the last game: %1.</translation>
    </message>
    <message numerus="yes">
        <source>With hints: %n game(s).</source>
        <translation>
            <numerusform>With hints: %n&#xa0;game.</numerusform>
            <numerusform>With hints: %n&#xa0;games.</numerusform>
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
        <translation>Say something…</translation>
    </message>
    <message>
        <source>Message to your opponent</source>
        <translation>Message to your opponent</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chat messages</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
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
        <translation>Show this help and quit.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Show the version and quit.</translation>
    </message>
    <message>
        <source>Language of the game: %1.</source>
        <translation>Language of the game: %1.</translation>
    </message>
    <message>
        <source>Host a LAN game at once, on PORT if given after it (default: the last port used).</source>
        <translation>Host a LAN game at once, on PORT if given after it (default: the last port used).</translation>
    </message>
    <message>
        <source>Play by these rules: %1.</source>
        <translation>Play by these rules: %1.</translation>
    </message>
    <message>
        <source>Play against the computer at this level: %1.</source>
        <translation>Play against the computer at this level: %1.</translation>
    </message>
    <message>
        <source>Sea Battle: Battleship against the computer or a friend on your network.</source>
        <translation>Sea Battle: Battleship against the computer or a friend on your network.</translation>
    </message>
    <message>
        <source>With --host: the port to listen on, from 1 to 65535.</source>
        <translation>With --host: the port to listen on, from 1 to 65535.</translation>
    </message>
    <message>
        <source>seabattle: %1</source>
        <translation>seabattle: %1</translation>
    </message>
    <message>
        <source>Try &apos;seabattle --help&apos; for the options.</source>
        <translation>Try &apos;seabattle --help&apos; for the options.</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>unknown option &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (en, fr, pt, it)</source>
        <translation>unknown language &apos;%1&apos; (en, fr, pt, it)</translation>
    </message>
    <message>
        <source>--rules takes %1, not &apos;%2&apos; (custom rules are chosen in the New game dialog)</source>
        <translation>--rules takes %1, not &apos;%2&apos; (custom rules are chosen in the New game dialog)</translation>
    </message>
    <message>
        <source>--opponent takes %1, not &apos;%2&apos;</source>
        <translation>--opponent takes %1, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give --host or --join, not both</source>
        <translation>give --host or --join, not both</translation>
    </message>
    <message>
        <source>--opponent is for a game against the computer, not with --host or --join</source>
        <translation>--opponent is for a game against the computer, not with --host or --join</translation>
    </message>
    <message>
        <source>--rules cannot go with --join: the host chooses the rules</source>
        <translation>--rules cannot go with --join: the host chooses the rules</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unexpected argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--host takes a port number from 1 to 65535</source>
        <translation>--host takes a port number from 1 to 65535</translation>
    </message>
    <message>
        <source>Join the LAN game at HOST at once, on PORT if given (default: %1).</source>
        <translation>Join the LAN game at HOST at once, on PORT if given (default: %1).</translation>
    </message>
    <message>
        <source>--join needs HOST or HOST:PORT, such as 192.168.1.5 or 192.168.1.5:%1, not &apos;%2&apos;</source>
        <translation>--join needs HOST or HOST:PORT, such as 192.168.1.5 or 192.168.1.5:%1, not &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>DataFileWords</name>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>the game is not allowed to write in %1</source>
        <translation>the game is not allowed to write in %1</translation>
    </message>
    <message>
        <source>the system reported: %1</source>
        <translation>the system reported: %1</translation>
    </message>
    <message>
        <source>a link or something other than a plain file is in its place, and the game leaves it untouched</source>
        <translation>a link or something other than a plain file is in its place, and the game leaves it untouched</translation>
    </message>
</context>
<context>
    <name>FavouriteLayouts</name>
    <message>
        <source>The saved layouts in %1 could not be read.</source>
        <translation>The saved layouts in %1 could not be read.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 was empty.</source>
        <translation>The file of saved layouts %1 was empty.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 is too large to be one.</source>
        <translation>The file of saved layouts %1 is too large to be one.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 is damaged.</source>
        <translation>The file of saved layouts %1 is damaged.</translation>
    </message>
    <message>
        <source>The file %1 does not hold saved layouts this game can read.</source>
        <translation>The file %1 does not hold saved layouts this game can read.</translation>
    </message>
    <message>
        <source>The saved layouts in %1 were written by a newer version of the game.</source>
        <translation>The saved layouts in %1 were written by a newer version of the game.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so no layout will be saved in this session.</source>
        <translation>It could not be moved aside, so no layout will be saved in this session.</translation>
    </message>
    <message>
        <source>It was kept as %1, and the list of saved layouts starts empty.</source>
        <translation>It was kept as %1, and the list of saved layouts starts empty.</translation>
    </message>
    <message numerus="yes">
        <source>%n saved layout(s) could not be read. The file is kept as it is, so no layout will be saved in this session.</source>
        <translation>
            <numerusform>%n&#xa0;saved layout could not be read. The file is kept as it is, so no layout will be saved in this session.</numerusform>
            <numerusform>%n&#xa0;saved layouts could not be read. The file is kept as it is, so no layout will be saved in this session.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved layout(s) could not be read; the file as it was is kept as %1.</source>
        <translation>
            <numerusform>%n&#xa0;saved layout could not be read; the file as it was is kept as %1.</numerusform>
            <numerusform>%n&#xa0;saved layouts could not be read; the file as it was is kept as %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds what could not be read nor kept aside, so it is kept as it is.</source>
        <translation>%1 holds what could not be read nor kept aside, so it is kept as it is.</translation>
    </message>
    <message>
        <source>%1. The saved layouts in %2 are as they were.</source>
        <translation>%1. The saved layouts in %2 are as they were.</translation>
    </message>
</context>
<context>
    <name>FleetEditor</name>
    <message>
        <source>Your fleet is ready.</source>
        <translation>Your fleet is ready.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a ship held by the keyboard: its class, then its cell (&quot;Submarine, C3&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 to %3, across</source>
        <extracomment>a ship held by the keyboard: its class, its first and last cells, lying from left to right</extracomment>
        <translation>%1, %2 to %3, across</translation>
    </message>
    <message>
        <source>%1, %2 to %3, down</source>
        <extracomment>the same, lying from top to bottom</extracomment>
        <translation>%1, %2 to %3, down</translation>
    </message>
    <message>
        <source>Placed: %1.</source>
        <translation>Placed: %1.</translation>
    </message>
    <message>
        <source>Drag a ship onto the board; drag it back here to take it off.</source>
        <extracomment>under the ships still to place, the first of three lines on how to place them</extracomment>
        <translation>Drag a ship onto the board; drag it back here to take it off.</translation>
    </message>
    <message>
        <source>Turn the ship you hold: R, right-click or the mouse wheel. Double-click a placed ship to turn it.</source>
        <translation>Turn the ship you hold: R, right-click or the mouse wheel. Double-click a placed ship to turn it.</translation>
    </message>
    <message>
        <source>Keyboard: N takes the next ship, arrow keys move it, Enter puts it down, Delete takes it off.</source>
        <translation>Keyboard: N takes the next ship, arrow keys move it, Enter puts it down, Delete takes it off.</translation>
    </message>
    <message>
        <source>Drag ships onto the board · R or right-click turns one · N, arrows and Enter: by keys</source>
        <extracomment>under the ships still to place, all a player needs at a glance (the R key, the N key); the whole of it is in the tooltip</extracomment>
        <translation>Drag ships onto the board · R or right-click turns one · N, arrows and Enter: by keys</translation>
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
            <numerusform>%n&#xa0;shot received, %1 on target (%2%)</numerusform>
            <numerusform>%n&#xa0;shots received, %1 on target (%2%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fired %n shot(s), %1 on target (%2%)</source>
        <translation>
            <numerusform>You fired %n&#xa0;shot, %1 on target (%2%)</numerusform>
            <numerusform>You fired %n&#xa0;shots, %1 on target (%2%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameArchive</name>
    <message>
        <source>Your replays could not be read from %1.</source>
        <translation>Your replays could not be read from %1.</translation>
    </message>
    <message>
        <source>The file of your replays, %1, is damaged.</source>
        <translation>The file of your replays, %1, is damaged.</translation>
    </message>
    <message>
        <source>Your replays in %1 were saved by a newer version of Sea Battle.</source>
        <translation>Your replays in %1 were saved by a newer version of Sea Battle.</translation>
    </message>
    <message>
        <source>It was left as it is, and new games will not be kept until it is moved away.</source>
        <translation>It was left as it is, and new games will not be kept until it is moved away.</translation>
    </message>
    <message>
        <source>It was kept as %1, and the replays start afresh.</source>
        <translation>It was kept as %1, and the replays start afresh.</translation>
    </message>
    <message>
        <source>Your replays could not be saved to %1: %2. The file keeps the replays saved before.</source>
        <translation>Your replays could not be saved to %1: %2. The file keeps the replays saved before.</translation>
    </message>
    <message>
        <source>Your replays could not be saved to %1: it is kept as it is until it is moved away.</source>
        <translation>Your replays could not be saved to %1: it is kept as it is until it is moved away.</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) could not be read. The file is kept as it is, and new games will not be added to it until it is moved away.</source>
        <translation>
            <numerusform>%n&#xa0;replay could not be read. The file is kept as it is, and new games will not be added to it until it is moved away.</numerusform>
            <numerusform>%n&#xa0;replays could not be read. The file is kept as it is, and new games will not be added to it until it is moved away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) could not be read; the file as it was is kept as %1.</source>
        <translation>
            <numerusform>%n&#xa0;replay could not be read; the file as it was is kept as %1.</numerusform>
            <numerusform>%n&#xa0;replays could not be read; the file as it was is kept as %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameChoice</name>
    <message>
        <source>%1 · watching two computers (%2)</source>
        <translation>%1 · watching two computers (%2)</translation>
    </message>
    <message>
        <source>%1 · against the computer (%2)</source>
        <translation>%1 · against the computer (%2)</translation>
    </message>
    <message>
        <source>Against the computer (%1), left on %2</source>
        <translation>Against the computer (%1), left on %2</translation>
    </message>
    <message>
        <source>Against the computer (%1), left today at %2</source>
        <translation>Against the computer (%1), left today at %2</translation>
    </message>
    <message>
        <source>Against the computer (%1), left yesterday at %2</source>
        <translation>Against the computer (%1), left yesterday at %2</translation>
    </message>
    <message>
        <source>MMMM d</source>
        <extracomment>A day of this year in QDate::toString()&apos;s format, as a date is said in a sentence</extracomment>
        <translation>MMMM d</translation>
    </message>
    <message>
        <source>MMMM d, yyyy</source>
        <extracomment>A day of another year in QDate::toString()&apos;s format, as a date is said in a sentence</extracomment>
        <translation>MMMM d, yyyy</translation>
    </message>
</context>
<context>
    <name>GameFlow</name>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>Give up this game? It counts as a loss.</source>
        <translation>Give up this game? It counts as a loss.</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Your files</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <source>Victory!</source>
        <translation>Victory!</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Defeat</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Rematch</translation>
    </message>
    <message>
        <source>Play again with the same rules and opponent</source>
        <translation>Play again with the same rules and opponent</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n shot(s), %2, accuracy %3%, in %4.</source>
        <translation>
            <numerusform>%1 %n&#xa0;shot, %2, accuracy %3%, in %4.</numerusform>
            <numerusform>%1 %n&#xa0;shots, %2, accuracy %3%, in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on target</source>
        <translation>
            <numerusform>%n&#xa0;on target</numerusform>
            <numerusform>%n&#xa0;on target</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer 1 won</source>
        <translation>Computer 1 won</translation>
    </message>
    <message>
        <source>Computer 2 won</source>
        <translation>Computer 2 won</translation>
    </message>
    <message>
        <source>Reviewing your shots… %1%</source>
        <extracomment>While a finished game&apos;s shots are rated; %1 is the part done in percent, 0 to 100</extracomment>
        <translation>Reviewing your shots… %1%</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>Re&amp;view this game</translation>
    </message>
    <message>
        <source>See each of your shots rated against the best one you could have fired</source>
        <translation>See each of your shots rated against the best one you could have fired</translation>
    </message>
    <message>
        <source>Choose the opponent and the rules of the next game</source>
        <translation>Choose the opponent and the rules of the next game</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <extracomment>The banner at the end of a game, as a screen reader names it; %1 is its headline (&quot;Victory!&quot;, &quot;Defeat&quot;, &quot;Computer 1 won&quot;)</extracomment>
        <translation>Game over: %1</translation>
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
        <translation>Hint</translation>
    </message>
    <message>
        <source>Show the odds of a ship on every cell (%1). A game with hints does not count for records.</source>
        <extracomment>%1 is the key that does the same (Ctrl+H)</extracomment>
        <translation>Show the odds of a ship on every cell (%1). A game with hints does not count for records.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Ships may touch each other, but never overlap.</source>
        <translation>Ships may touch each other, but never overlap.</translation>
    </message>
    <message>
        <source>Ships may not share a side; they may touch by a corner.</source>
        <translation>Ships may not share a side; they may touch by a corner.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner: there is always at least one empty cell between two ships.</source>
        <translation>Ships may not touch, not even by a corner: there is always at least one empty cell between two ships.</translation>
    </message>
    <message>
        <source>After a hit or a sunk ship you shoot again, until you miss.</source>
        <translation>After a hit or a sunk ship you shoot again, until you miss.</translation>
    </message>
    <message>
        <source>After every shot, hit or miss, the turn passes to your opponent.</source>
        <translation>After every shot, hit or miss, the turn passes to your opponent.</translation>
    </message>
    <message>
        <source>When a ship sinks, the cells around it are marked as water: no ship can be there.</source>
        <translation>When a ship sinks, the cells around it are marked as water: no ship can be there.</translation>
    </message>
    <message>
        <source>Sink the enemy fleet</source>
        <translation>Sink the enemy fleet</translation>
    </message>
    <message>
        <source>Each player has a 10 × 10 grid: columns A to J, rows 1 to 10. A cell is named by its column and its row, such as C7.</source>
        <translation>Each player has a 10 × 10 grid: columns A to J, rows 1 to 10. A cell is named by its column and its row, such as C7.</translation>
    </message>
    <message numerus="yes">
        <source>The fleet (%n cells to hit)</source>
        <translation>
            <numerusform>The fleet (%n&#xa0;cell to hit)</numerusform>
            <numerusform>The fleet (%n&#xa0;cells to hit)</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the battle both players place every ship in secret, horizontally or vertically, wholly inside the grid.</source>
        <translation>Before the battle both players place every ship in secret, horizontally or vertically, wholly inside the grid.</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>The battle</translation>
    </message>
    <message>
        <source>Players take turns to fire at one cell of the other&apos;s grid. The answer is Miss, Hit, or Sunk, naming the ship.</source>
        <translation>Players take turns to fire at one cell of the other&apos;s grid. The answer is Miss, Hit, or Sunk, naming the ship.</translation>
    </message>
    <message>
        <source>The first player to sink every ship of the other fleet wins.</source>
        <translation>The first player to sink every ship of the other fleet wins.</translation>
    </message>
    <message>
        <source>Rule violations</source>
        <translation>Rule violations</translation>
    </message>
    <message>
        <source>A proven violation gives the win to the other player: a wrong number or size of ships, ships that touch when the rules forbid it, ships moved during the game, a skipped turn, or, over the network, a false answer to a shot. Against the computer the game makes them impossible.</source>
        <translation>A proven violation gives the win to the other player: a wrong number or size of ships, ships that touch when the rules forbid it, ships moved during the game, a skipped turn, or, over the network, a false answer to a shot. Against the computer the game makes them impossible.</translation>
    </message>
    <message>
        <source>House rule: the players may agree that a hit gives another shot (&quot;Shoot again after a hit&quot; in the new-game dialog).</source>
        <translation>House rule: the players may agree that a hit gives another shot (&quot;Shoot again after a hit&quot; in the new-game dialog).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n ship(s) of %2</source>
        <translation>
            <numerusform>%1: %n&#xa0;ship of %2</numerusform>
            <numerusform>%1: %n&#xa0;ships of %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n&#xa0;cell</numerusform>
            <numerusform>%n&#xa0;cells</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this game</source>
        <translation>The rules of this game</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type the address your friend&apos;s game shows, or pick a game in the list.</source>
        <translation>Type the address your friend&apos;s game shows, or pick a game in the list.</translation>
    </message>
    <message>
        <source>Type the address before the port, such as 192.168.1.5:47300.</source>
        <translation>Type the address before the port, such as 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after a colon: 192.168.1.5:47300.</source>
        <translation>The port is a number from 1 to 65535, after a colon: 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>That is not an address: type it as your friend&apos;s game shows it, such as 192.168.1.5.</source>
        <translation>That is not an address: type it as your friend&apos;s game shows it, such as 192.168.1.5.</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Join a LAN game</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Games on your network:</translation>
    </message>
    <message>
        <source>No game heard yet. Games hosted on your network appear here by themselves.</source>
        <translation>No game heard yet. Games hosted on your network appear here by themselves.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.5:47300</source>
        <translation>e.g. 192.168.1.5:47300</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Games on your network</translation>
    </message>
    <message>
        <source>Choosing a game types its address below.</source>
        <translation>Choosing a game types its address below.</translation>
    </message>
    <message>
        <source>The address your friend&apos;s game shows, such as 192.168.1.5:47300.</source>
        <translation>The address your friend&apos;s game shows, such as 192.168.1.5:47300.</translation>
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
        <translation>%1 joined.</translation>
    </message>
    <message>
        <source>%1 declined your rules.</source>
        <translation>%1 declined your rules.</translation>
    </message>
    <message>
        <source>%1 declined your rules (they said: “%2”).</source>
        <translation>%1 declined your rules (they said: “%2”).</translation>
    </message>
    <message>
        <source>LAN game with %1</source>
        <translation>LAN game with %1</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 is back.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>You may claim the win, or keep waiting for %1 to come back.</source>
        <translation>You may claim the win, or keep waiting for %1 to come back.</translation>
    </message>
    <message>
        <source>Waiting for %1 to come back…</source>
        <translation>Waiting for %1 to come back…</translation>
    </message>
    <message>
        <source>Waiting for %1 to place their fleet…</source>
        <translation>Waiting for %1 to place their fleet…</translation>
    </message>
    <message>
        <source>Checking %1&apos;s fleet against their answers…</source>
        <translation>Checking %1&apos;s fleet against their answers…</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 asks for a rematch.</translation>
    </message>
    <message>
        <source>Waiting for %1 to accept the rematch…</source>
        <translation>Waiting for %1 to accept the rematch…</translation>
    </message>
    <message>
        <source>%1 broke the rules: the win is yours.</source>
        <translation>%1 broke the rules: the win is yours.</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonymous</translation>
    </message>
    <message>
        <source>Too many lines at once: “%1” was not sent. Wait a moment and send it again.</source>
        <translation>Too many lines at once: “%1” was not sent. Wait a moment and send it again.</translation>
    </message>
    <message>
        <source>%1 has not played for several minutes. You may claim the win, or keep waiting.</source>
        <translation>%1 has not played for several minutes. You may claim the win, or keep waiting.</translation>
    </message>
</context>
<context>
    <name>LanStart</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Host a LAN game</translation>
    </message>
    <message>
        <source>Hosting on port %1</source>
        <translation>Hosting on port %1</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source>Your opponent</source>
        <translation>Your opponent</translation>
    </message>
    <message>
        <source>The connection was closed; your game is kept.</source>
        <translation>The connection was closed; your game is kept.</translation>
    </message>
    <message>
        <source>Port %1 is already in use by another program. Choose another port.</source>
        <translation>Port %1 is already in use by another program. Choose another port.</translation>
    </message>
    <message>
        <source>This computer does not allow a game to listen on port %1. Choose a port from 1024 to 65535.</source>
        <translation>This computer does not allow a game to listen on port %1. Choose a port from 1024 to 65535.</translation>
    </message>
    <message>
        <source>Cannot wait for players on port %1: %2</source>
        <translation>Cannot wait for players on port %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the game: %1. Check the address, and that your friend is hosting.</source>
        <translation>Cannot reach the game: %1. Check the address, and that your friend is hosting.</translation>
    </message>
    <message>
        <source>%1&apos;s game speaks protocol version %2; this one speaks version %3. You both need a compatible version of Sea Battle.</source>
        <translation>%1&apos;s game speaks protocol version %2; this one speaks version %3. You both need a compatible version of Sea Battle.</translation>
    </message>
    <message>
        <source>That game already has a second player.</source>
        <translation>That game already has a second player.</translation>
    </message>
    <message>
        <source>A player who is not part of this game tried to join it and was turned away.</source>
        <translation>A player who is not part of this game tried to join it and was turned away.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent something that is not a valid message.</source>
        <translation>%1&apos;s game sent something that is not a valid message.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent too many messages at once.</source>
        <translation>%1&apos;s game sent too many messages at once.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent a message the game did not expect (%2).</source>
        <translation>%1&apos;s game sent a message the game did not expect (%2).</translation>
    </message>
    <message>
        <source>%1 fired out of turn.</source>
        <translation>%1 fired out of turn.</translation>
    </message>
    <message>
        <source>%1 fired at a cell already fired at.</source>
        <translation>%1 fired at a cell already fired at.</translation>
    </message>
    <message>
        <source>%1 offered rules that cannot be played.</source>
        <translation>%1 offered rules that cannot be played.</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 left the game.</translation>
    </message>
    <message>
        <source>%1 left the game (they said: “%2”).</source>
        <translation>%1 left the game (they said: “%2”).</translation>
    </message>
    <message>
        <source>The fleet they revealed is not the one they committed to before the first shot.</source>
        <translation>The fleet they revealed is not the one they committed to before the first shot.</translation>
    </message>
    <message>
        <source>What they revealed at the end is not a fleet of these rules.</source>
        <translation>What they revealed at the end is not a fleet of these rules.</translation>
    </message>
    <message>
        <source>They did not reveal their fleet at the end, so their answers could not be checked.</source>
        <translation>They did not reveal their fleet at the end, so their answers could not be checked.</translation>
    </message>
    <message>
        <source>%1 has not been heard from for a while: the connection seems lost.</source>
        <translation>%1 has not been heard from for a while: the connection seems lost.</translation>
    </message>
    <message>
        <source>%1 is no longer connected.</source>
        <translation>%1 is no longer connected.</translation>
    </message>
    <message>
        <source>%1 fired a salvo of the wrong number of shots.</source>
        <translation>%1 fired a salvo of the wrong number of shots.</translation>
    </message>
    <message>
        <source>%1 fired twice at the same cell in one salvo.</source>
        <translation>%1 fired twice at the same cell in one salvo.</translation>
    </message>
    <message>
        <source>%1 fired a salvo at a cell already fired at.</source>
        <translation>%1 fired a salvo at a cell already fired at.</translation>
    </message>
    <message>
        <source>%1 fired a salvo out of turn.</source>
        <translation>%1 fired a salvo out of turn.</translation>
    </message>
    <message>
        <source>%1 plays an older version of Sea Battle, which cannot play Salvo over the network; they were told so. Choose rules without Salvo to play with them, or ask them to update Sea Battle.</source>
        <translation>%1 plays an older version of Sea Battle, which cannot play Salvo over the network; they were told so. Choose rules without Salvo to play with them, or ask them to update Sea Battle.</translation>
    </message>
</context>
<context>
    <name>LegendView</name>
    <message>
        <source>Not fired at</source>
        <translation>Not fired at</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Miss</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Hit</translation>
    </message>
    <message>
        <source>Sunk</source>
        <translation>Sunk</translation>
    </message>
    <message>
        <source>Empty (next to a sunk ship)</source>
        <translation>Empty (next to a sunk ship)</translation>
    </message>
    <message>
        <source>Your ship</source>
        <translation>Your ship</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Ship</translation>
    </message>
    <message>
        <source>Legend</source>
        <extracomment>the row of samples under the boards: what each mark on a cell means</extracomment>
        <translation>Legend</translation>
    </message>
    <message>
        <source>Computer 1&apos;s last shot</source>
        <extracomment>the legend&apos;s name for the frame around the cell last fired at on the right-hand board (when watching two computers play, the shots of Computer 1)</extracomment>
        <translation>Computer 1&apos;s last shot</translation>
    </message>
    <message>
        <source>Your last shot</source>
        <translation>Your last shot</translation>
    </message>
    <message>
        <source>Computer 2&apos;s last shot</source>
        <extracomment>the legend&apos;s name for the frame around the cell last fired at on the left-hand board (when watching two computers play, the shots of Computer 2)</extracomment>
        <translation>Computer 2&apos;s last shot</translation>
    </message>
    <message>
        <source>Enemy&apos;s last shot</source>
        <translation>Enemy&apos;s last shot</translation>
    </message>
</context>
<context>
    <name>LoadLayoutDialog</name>
    <message>
        <source>Load a layout</source>
        <translation>Load a layout</translation>
    </message>
    <message>
        <source>Choose a saved layout to place on your board:</source>
        <translation>Choose a saved layout to place on your board:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Made for</source>
        <translation>Made for</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Load</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Delete the selected layout</source>
        <translation>Delete the selected layout</translation>
    </message>
    <message>
        <source>No layout is saved yet.</source>
        <translation>No layout is saved yet.</translation>
    </message>
    <message>
        <source>“%1” fits the rules of this game.</source>
        <translation>“%1” fits the rules of this game.</translation>
    </message>
    <message>
        <source>Delete a layout</source>
        <translation>Delete a layout</translation>
    </message>
    <message>
        <source>Delete the layout “%1”?</source>
        <translation>Delete the layout “%1”?</translation>
    </message>
    <message>
        <source>Saved layouts</source>
        <translation>Saved layouts</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>Copied.</source>
        <translation>Copied.</translation>
    </message>
    <message>
        <source>&amp;Copy the addresses</source>
        <translation>&amp;Copy the addresses</translation>
    </message>
    <message>
        <source>&amp;Accept and place my fleet</source>
        <translation>&amp;Accept and place my fleet</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Decline</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Addresses to give your friend</source>
        <translation>Addresses to give your friend</translation>
    </message>
    <message>
        <source>Waiting for a friend to join</source>
        <translation>Waiting for a friend to join</translation>
    </message>
    <message>
        <source>Ask your friend to choose Game → Join a LAN game and to type one of these addresses (or to pick your game in the list):</source>
        <translation>Ask your friend to choose Game → Join a LAN game and to type one of these addresses (or to pick your game in the list):</translation>
    </message>
    <message>
        <source>This computer has no network address yet: your friend can join once it is connected.</source>
        <translation>This computer has no network address yet: your friend can join once it is connected.</translation>
    </message>
    <message>
        <source>Joining %1…</source>
        <translation>Joining %1…</translation>
    </message>
    <message>
        <source>%1 offers a match</source>
        <translation>%1 offers a match</translation>
    </message>
    <message>
        <source>Read the rules, then accept them to place your fleet, or decline.</source>
        <translation>Read the rules, then accept them to place your fleet, or decline.</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 joined</translation>
    </message>
    <message>
        <source>Waiting for them to accept your rules…</source>
        <translation>Waiting for them to accept your rules…</translation>
    </message>
</context>
<context>
    <name>Logbook</name>
    <message>
        <source>This game cannot be replayed: the other fleet was never shown. Its review is on the banner.</source>
        <translation>This game cannot be replayed: the other fleet was never shown. Its review is on the banner.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sea Battle</source>
        <translation>Sea Battle</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Start a new game</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Resign</translation>
    </message>
    <message>
        <source>Give up the game in progress</source>
        <translation>Give up the game in progress</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>Computer&apos;s &amp;pace</source>
        <translation>Computer&apos;s &amp;pace</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Quick</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Slow</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Host a LAN game…</source>
        <translation>&amp;Host a LAN game…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: they join your game</source>
        <translation>Play a friend on your local network: they join your game</translation>
    </message>
    <message>
        <source>&amp;Join a LAN game…</source>
        <translation>&amp;Join a LAN game…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: join their game</source>
        <translation>Play a friend on your local network: join their game</translation>
    </message>
    <message>
        <source>Re&amp;plays…</source>
        <translation>Re&amp;plays…</translation>
    </message>
    <message>
        <source>Watch your finished games again, shot by shot</source>
        <translation>Watch your finished games again, shot by shot</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistics…</translation>
    </message>
    <message>
        <source>Your wins, losses and shots against each opponent</source>
        <translation>Your wins, losses and shots against each opponent</translation>
    </message>
    <message>
        <source>Waiting for a player</source>
        <translation>Waiting for a player</translation>
    </message>
    <message>
        <source>Place your fleet</source>
        <translation>Place your fleet</translation>
    </message>
    <message>
        <source>S&amp;ound effects</source>
        <translation>S&amp;ound effects</translation>
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
        <translation>&amp;About Sea Battle</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Hints against the computer</source>
        <translation>&amp;Hints against the computer</translation>
    </message>
    <message>
        <source>A Hint button shows the odds of a ship on every cell. A game with hints does not count for records.</source>
        <translation>A Hint button shows the odds of a ship on every cell. A game with hints does not count for records.</translation>
    </message>
    <message>
        <source>More tools</source>
        <extracomment>The button at the end of the tool bar that shows the tools a narrow window hides</extracomment>
        <translation>More tools</translation>
    </message>
    <message>
        <source>&amp;Read aloud</source>
        <translation>&amp;Read aloud</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>The fleet needs at least one ship.</source>
        <translation>The fleet needs at least one ship.</translation>
    </message>
    <message>
        <source>%1: a ship is 1 to 6 cells long.</source>
        <translation>%1: a ship is 1 to 6 cells long.</translation>
    </message>
    <message>
        <source>%1: 0 to 9 ships of a kind.</source>
        <translation>%1: 0 to 9 ships of a kind.</translation>
    </message>
    <message>
        <source>Every kind of ship needs a name.</source>
        <translation>Every kind of ship needs a name.</translation>
    </message>
    <message>
        <source>Two kinds of ship are called %1.</source>
        <translation>Two kinds of ship are called %1.</translation>
    </message>
    <message>
        <source>Marking the cells around sunk ships needs ships that may not touch.</source>
        <translation>Marking the cells around sunk ships needs ships that may not touch.</translation>
    </message>
    <message>
        <source>Salvo and “Shoot again after a hit” cannot be combined: a salvo already fires one shot per ship afloat.</source>
        <translation>Salvo and “Shoot again after a hit” cannot be combined: a salvo already fires one shot per ship afloat.</translation>
    </message>
    <message>
        <source>This fleet does not fit on the grid.</source>
        <translation>This fleet does not fit on the grid.</translation>
    </message>
    <message>
        <source>This fleet is too crowded: no room was found for it on the grid.</source>
        <translation>This fleet is too crowded: no room was found for it on the grid.</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Ship %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Opponent:</translation>
    </message>
    <message>
        <source>Watch: computer against computer</source>
        <translation>Watch: computer against computer</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Shoot again after a hit</source>
        <translation>&amp;Shoot again after a hit</translation>
    </message>
    <message>
        <source>&amp;Mark the cells around sunk ships</source>
        <translation>&amp;Mark the cells around sunk ships</translation>
    </message>
    <message>
        <source>Ships may &amp;touch:</source>
        <translation>Ships may &amp;touch:</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>By the corners only</source>
        <translation>By the corners only</translation>
    </message>
    <message>
        <source>No, not even by a corner</source>
        <translation>No, not even by a corner</translation>
    </message>
    <message>
        <source>&amp;First shot:</source>
        <translation>&amp;First shot:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Your opponent</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Drawn at random</translation>
    </message>
    <message>
        <source>The loser of the last game</source>
        <translation>The loser of the last game</translation>
    </message>
    <message>
        <source>F&amp;leet:</source>
        <translation>F&amp;leet:</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Ship</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>&amp;Add a kind of ship</source>
        <translation>&amp;Add a kind of ship</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Remo&amp;ve</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Host a LAN game</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>The port your friend&apos;s game connects to; 47300 unless another program uses it.</source>
        <translation>The port your friend&apos;s game connects to; 47300 unless another program uses it.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Host</translation>
    </message>
    <message numerus="yes">
        <source>At most %n ship(s) in a fleet.</source>
        <translation>
            <numerusform>At most %n&#xa0;ship in a fleet.</numerusform>
            <numerusform>At most %n&#xa0;ships in a fleet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind %1: name</source>
        <extracomment>The name of a kind of ship in the Custom fleet&apos;s table; %1 is the row, from 1</extracomment>
        <translation>Kind %1: name</translation>
    </message>
    <message>
        <source>Kind %1: length</source>
        <extracomment>The length in cells of a kind of ship in the Custom fleet&apos;s table; %1 is the row, from 1</extracomment>
        <translation>Kind %1: length</translation>
    </message>
    <message>
        <source>Kind %1: number of ships</source>
        <extracomment>How many ships of a kind the Custom fleet has; %1 is the row, from 1</extracomment>
        <translation>Kind %1: number of ships</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Fleet</translation>
    </message>
    <message>
        <source>Each kind of ship: its name, its length in cells and how many.</source>
        <translation>Each kind of ship: its name, its length in cells and how many.</translation>
    </message>
    <message>
        <source>Remove the selected kind of ship, or the last one</source>
        <translation>Remove the selected kind of ship, or the last one</translation>
    </message>
    <message>
        <source>Salvo: a shot for &amp;each ship afloat</source>
        <translation>Salvo: a shot for &amp;each ship afloat</translation>
    </message>
    <message>
        <source>Each turn, fire as many shots as you have ships afloat, all chosen before any is answered.</source>
        <translation>Each turn, fire as many shots as you have ships afloat, all chosen before any is answered.</translation>
    </message>
</context>
<context>
    <name>OpponentLevel</name>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Admiral</translation>
    </message>
</context>
<context>
    <name>PlacementView</name>
    <message>
        <source>Place your fleet</source>
        <translation>Place your fleet</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Random</translation>
    </message>
    <message>
        <source>Place the ships still in the shipyard at random</source>
        <translation>Place the ships still in the shipyard at random</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Clear</translation>
    </message>
    <message>
        <source>Take every ship off the board</source>
        <translation>Take every ship off the board</translation>
    </message>
    <message>
        <source>Rea&amp;dy</source>
        <translation>Rea&amp;dy</translation>
    </message>
    <message>
        <source>Start the battle with this fleet</source>
        <translation>Start the battle with this fleet</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Save layout</translation>
    </message>
    <message numerus="yes">
        <source>Name of this layout (at most %n characters):</source>
        <translation>
            <numerusform>Name of this layout (at most %n&#xa0;character):</numerusform>
            <numerusform>Name of this layout (at most %n&#xa0;characters):</numerusform>
        </translation>
    </message>
    <message>
        <source>A layout named “%1” already exists. Replace it?</source>
        <translation>A layout named “%1” already exists. Replace it?</translation>
    </message>
    <message>
        <source>Layout saved as “%1”.</source>
        <translation>Layout saved as “%1”.</translation>
    </message>
    <message>
        <source>Layout “%1” placed.</source>
        <translation>Layout “%1” placed.</translation>
    </message>
    <message>
        <source>Sa&amp;ve layout…</source>
        <translation>Sa&amp;ve layout…</translation>
    </message>
    <message>
        <source>Keep this fleet under a name, to place it again in a later game</source>
        <translation>Keep this fleet under a name, to place it again in a later game</translation>
    </message>
    <message>
        <source>L&amp;oad layout…</source>
        <translation>L&amp;oad layout…</translation>
    </message>
    <message>
        <source>Place a fleet you saved earlier</source>
        <translation>Place a fleet you saved earlier</translation>
    </message>
    <message>
        <source>Your fleet and the shipyard</source>
        <extracomment>the board and shipyard where ships are placed, as a screen reader names it</extracomment>
        <translation>Your fleet and the shipyard</translation>
    </message>
    <message numerus="yes">
        <source>Place %n more ships</source>
        <translation>
            <numerusform>Place %n&#xa0;more ship</numerusform>
            <numerusform>Place %n&#xa0;more ships</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <source>this ship is not part of the fleet</source>
        <translation>this ship is not part of the fleet</translation>
    </message>
    <message>
        <source>outside the grid</source>
        <translation>outside the grid</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n still to place</source>
        <translation>
            <numerusform>%1: %n&#xa0;still to place</numerusform>
            <numerusform>%1: %n&#xa0;still to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) long instead of %1</source>
        <translation>
            <numerusform>%n&#xa0;cell long instead of %1</numerusform>
            <numerusform>%n&#xa0;cells long instead of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QualityChart</name>
    <message>
        <source>Shot quality and luck over time</source>
        <translation>Shot quality and luck over time</translation>
    </message>
    <message>
        <source>Shot quality</source>
        <translation>Shot quality</translation>
    </message>
    <message>
        <source>Luck</source>
        <extracomment>Luck: the hits a player made beyond what the odds of the chosen cells predicted.
----------
The luck axis: hits above (+) or below (−) what the odds predicted (keep it short).</extracomment>
        <translation>Luck</translation>
    </message>
    <message>
        <source>Games with hints</source>
        <translation>Games with hints</translation>
    </message>
    <message>
        <source>Reviewed games</source>
        <translation>Reviewed games</translation>
    </message>
    <message>
        <source>Quality</source>
        <extracomment>The axis of shot quality, 0 to 100 (keep it short: the chart is small).</extracomment>
        <translation>Quality</translation>
    </message>
    <message>
        <source>No reviewed games yet: review a finished game to see how well you chose your shots.</source>
        <translation>No reviewed games yet: review a finished game to see how well you chose your shots.</translation>
    </message>
</context>
<context>
    <name>ReplayReview</name>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Heat map</translation>
    </message>
    <message>
        <source>The odds of a ship before the shot, on the board it was fired at (H)</source>
        <translation>The odds of a ship before the shot, on the board it was fired at (H)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A player&apos;s review, then where the game turned for them: &quot;Shot quality 87, …. The game turned …&quot;</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>Player One&apos;s shots reviewed: &quot;You: Shot quality 87, 2 wasted shots, luck +2.6&quot;</extracomment>
        <translation>You: %1</translation>
    </message>
    <message>
        <source>The opponent: %1</source>
        <extracomment>The opponent&apos;s shots reviewed</extracomment>
        <translation>The opponent: %1</translation>
    </message>
    <message>
        <source>A %1 chance.</source>
        <extracomment>One shot of a salvo: its cell&apos;s chance, &quot;A 20% chance.&quot;</extracomment>
        <translation>A %1 chance.</translation>
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
        <translation>This game cannot be replayed: its record breaks the rules.</translation>
    </message>
    <message>
        <source>Choose a game to replay.</source>
        <translation>Choose a game to replay.</translation>
    </message>
    <message>
        <source>No shot was fired in this game.</source>
        <translation>No shot was fired in this game.</translation>
    </message>
    <message>
        <source>The fleets are in place.</source>
        <translation>The fleets are in place.</translation>
    </message>
    <message>
        <source>You fired at %1: Miss.</source>
        <translation>You fired at %1: Miss.</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Miss.</source>
        <translation>The opponent fired at %1: Miss.</translation>
    </message>
    <message>
        <source>You fired at %1: Hit!</source>
        <translation>You fired at %1: Hit!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Hit!</source>
        <translation>The opponent fired at %1: Hit!</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>Your fleet</translation>
    </message>
    <message>
        <source>The opponent&apos;s fleet</source>
        <translation>The opponent&apos;s fleet</translation>
    </message>
    <message>
        <source>Shot %1 of %2</source>
        <translation>Shot %1 of %2</translation>
    </message>
    <message>
        <source>You won: you sank the whole enemy fleet.</source>
        <translation>You won: you sank the whole enemy fleet.</translation>
    </message>
    <message>
        <source>You lost: your whole fleet is sunk.</source>
        <translation>You lost: your whole fleet is sunk.</translation>
    </message>
    <message>
        <source>You won: your opponent resigned.</source>
        <translation>You won: your opponent resigned.</translation>
    </message>
    <message>
        <source>You lost: you resigned.</source>
        <translation>You lost: you resigned.</translation>
    </message>
    <message>
        <source>You won: your opponent broke a rule.</source>
        <translation>You won: your opponent broke a rule.</translation>
    </message>
    <message>
        <source>You lost: a rule was broken.</source>
        <translation>You lost: a rule was broken.</translation>
    </message>
    <message>
        <source>You won: your opponent left.</source>
        <translation>You won: your opponent left.</translation>
    </message>
    <message>
        <source>You lost: the connection was lost.</source>
        <translation>You lost: the connection was lost.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <source>Before the first shot (Home)</source>
        <translation>Before the first shot (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>One shot back (Left arrow)</source>
        <translation>One shot back (Left arrow)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Stop playing (Space)</source>
        <translation>Stop playing (Space)</translation>
    </message>
    <message>
        <source>Play the game shot by shot (Space)</source>
        <translation>Play the game shot by shot (Space)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>One shot forward (Right arrow)</source>
        <translation>One shot forward (Right arrow)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>After the last shot (End)</source>
        <translation>After the last shot (End)</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Speed:</translation>
    </message>
    <message>
        <source>Seconds between shots</source>
        <translation>Seconds between shots</translation>
    </message>
    <message>
        <source>%1 s per shot</source>
        <translation>%1 s per shot</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>The replay as a whole, which takes the keys that step through the game</extracomment>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Left and Right arrows: a shot back or forward. Home and End: the start and the end. Space: play or pause. H: the heat map, once reviewed.</source>
        <translation>Left and Right arrows: a shot back or forward. Home and End: the start and the end. Space: play or pause. H: the heat map, once reviewed.</translation>
    </message>
    <message>
        <source>%1 Page Up and Page Down: a salvo back or forward.</source>
        <translation>%1 Page Up and Page Down: a salvo back or forward.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>LAN</source>
        <translation>LAN</translation>
    </message>
    <message>
        <source>LAN: %1</source>
        <translation>LAN: %1</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Unknown date</source>
        <translation>Unknown date</translation>
    </message>
    <message>
        <source>%1, against %2: %3</source>
        <translation>%1, against %2: %3</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>The column of the player&apos;s shot quality (0 to 100) in reviewed games</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Shots</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Finished games</translation>
    </message>
    <message numerus="yes">
        <source>No game to replay yet. Every game you finish against the computer, or against a friend once both fleets are revealed, is kept here: the last %n game(s).</source>
        <translation>
            <numerusform>No game to replay yet. Every game you finish against the computer, or against a friend once both fleets are revealed, is kept here: the last %n&#xa0;game.</numerusform>
            <numerusform>No game to replay yet. Every game you finish against the computer, or against a friend once both fleets are revealed, is kept here: the last %n&#xa0;games.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Quality</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;view</translation>
    </message>
    <message>
        <source>How good each shot of this game was, and the odds before it</source>
        <translation>How good each shot of this game was, and the odds before it</translation>
    </message>
    <message>
        <source>Review of this game</source>
        <extracomment>The bar of a game&apos;s review being worked out</extracomment>
        <translation>Review of this game</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Best shot</source>
        <translation>Best shot</translation>
    </message>
    <message>
        <source>Good shot</source>
        <translation>Good shot</translation>
    </message>
    <message>
        <source>Weak shot</source>
        <translation>Weak shot</translation>
    </message>
    <message>
        <source>Wasted shot</source>
        <extracomment>A shot at a cell the rules had already proved empty</extracomment>
        <translation>Wasted shot</translation>
    </message>
    <message>
        <source>Ships may not touch, so a cell beside a sunk ship is always empty.</source>
        <translation>Ships may not touch, so a cell beside a sunk ship is always empty.</translation>
    </message>
    <message>
        <source>Ships may not touch even at a corner, so a cell diagonal to a hit is always empty.</source>
        <translation>Ships may not touch even at a corner, so a cell diagonal to a hit is always empty.</translation>
    </message>
    <message>
        <source>Any ship here would touch the ship already hit beside it.</source>
        <translation>Any ship here would touch the ship already hit beside it.</translation>
    </message>
    <message>
        <source>No ship still afloat fits in this gap.</source>
        <translation>No ship still afloat fits in this gap.</translation>
    </message>
    <message>
        <source>No fleet still possible puts a ship here.</source>
        <translation>No fleet still possible puts a ship here.</translation>
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
        <translation>no wasted shot</translation>
    </message>
    <message numerus="yes">
        <source>%n wasted shot(s)</source>
        <translation>
            <numerusform>%n&#xa0;wasted shot</numerusform>
            <numerusform>%n&#xa0;wasted shots</numerusform>
        </translation>
    </message>
    <message>
        <source>Shot quality %1, %2, luck %3</source>
        <extracomment>%1 is the shot quality (0 to 100), %2 the wasted shots, %3 the luck (&quot;+2.6&quot;)</extracomment>
        <translation>Shot quality %1, %2, luck %3</translation>
    </message>
    <message numerus="yes">
        <source>The game turned at shots %1–%2: %n weak shot(s) in a row.</source>
        <extracomment>%1 and %2 are the replay&apos;s numbers of the first and last shot of the run</extracomment>
        <translation>
            <numerusform>The game turned at shots %1–%2: %n&#xa0;weak shot in a row.</numerusform>
            <numerusform>The game turned at shots %1–%2: %n&#xa0;weak shots in a row.</numerusform>
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
        <translation>%1: a %2 chance, the best on the board.</translation>
    </message>
    <message>
        <source>%1: a %2 chance, the best on the board.</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1: a %2 chance, the best on the board.</translation>
    </message>
    <message>
        <source>%1: a %2 chance; the best was %3 at %4.</source>
        <comment>your shot</comment>
        <translation>%1: a %2 chance; the best was %3 at %4.</translation>
    </message>
    <message>
        <source>%1: a %2 chance; the best was %3 at %4.</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1: a %2 chance; the best was %3 at %4.</translation>
    </message>
    <message>
        <source>Shot quality (%1 of 100): how likely the cells you chose were to hold a ship, against the likeliest cell at that moment; 100 means always the likeliest.</source>
        <extracomment>The review&apos;s tooltip, first line; %1 is the shot quality, 0 to 100</extracomment>
        <translation>Shot quality (%1 of 100): how likely the cells you chose were to hold a ship, against the likeliest cell at that moment; 100 means always the likeliest.</translation>
    </message>
    <message>
        <source>Wasted shots (%1): shots at cells the rules had already proved empty.</source>
        <extracomment>The review&apos;s tooltip, second line; %1 is the number of wasted shots</extracomment>
        <translation>Wasted shots (%1): shots at cells the rules had already proved empty.</translation>
    </message>
    <message>
        <source>Luck (%1): your hits minus the hits the chances of your cells promised; above zero, more hits than the odds gave.</source>
        <extracomment>The review&apos;s tooltip, third line; %1 is the luck, signed (&quot;+2.6&quot;, &quot;−1.3&quot;)</extracomment>
        <translation>Luck (%1): your hits minus the hits the chances of your cells promised; above zero, more hits than the odds gave.</translation>
    </message>
    <message>
        <source>Nearly every shot went where a ship was most likely to be.</source>
        <translation>Nearly every shot went where a ship was most likely to be.</translation>
    </message>
    <message>
        <source>Most of your shots went where a ship was likely to be.</source>
        <translation>Most of your shots went where a ship was likely to be.</translation>
    </message>
    <message>
        <source>Many of your shots went to cells less likely than the best.</source>
        <translation>Many of your shots went to cells less likely than the best.</translation>
    </message>
    <message>
        <source>Many of your shots went where a ship was unlikely to be.</source>
        <translation>Many of your shots went where a ship was unlikely to be.</translation>
    </message>
    <message>
        <source>Luck gave you %1 hits more than the odds promised.</source>
        <extracomment>After the aim&apos;s sentence: %1 is a number of hits with one decimal (&quot;2.6&quot;)</extracomment>
        <translation>Luck gave you %1 hits more than the odds promised.</translation>
    </message>
    <message>
        <source>Luck gave you %1 hits fewer than the odds promised.</source>
        <extracomment>After the aim&apos;s sentence: %1 is a number of hits with one decimal (&quot;1.3&quot;)</extracomment>
        <translation>Luck gave you %1 hits fewer than the odds promised.</translation>
    </message>
    <message>
        <source>Salvo judged “%1”: %2 hits expected; the best cells, %3.</source>
        <extracomment>A salvo reviewed: %1 the verdict&apos;s name (“Good shot”), %2 the hits its cells could expect, %3 those of the best cells</extracomment>
        <translation>Salvo judged “%1”: %2 hits expected; the best cells, %3.</translation>
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
        <translation>Classic</translation>
    </message>
    <message>
        <source>Hasbro</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Hasbro</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Custom</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n cells)</source>
        <translation>
            <numerusform>%1 × %2 (%n&#xa0;cell)</numerusform>
            <numerusform>%1 × %2 (%n&#xa0;cells)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleet: %1</source>
        <translation>Fleet: %1</translation>
    </message>
    <message>
        <source>Ships may touch.</source>
        <translation>Ships may touch.</translation>
    </message>
    <message>
        <source>Ships may touch by the corners only.</source>
        <translation>Ships may touch by the corners only.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner.</source>
        <translation>Ships may not touch, not even by a corner.</translation>
    </message>
    <message>
        <source>A hit gives another shot.</source>
        <translation>A hit gives another shot.</translation>
    </message>
    <message>
        <source>The turn passes after every shot.</source>
        <translation>The turn passes after every shot.</translation>
    </message>
    <message>
        <source>The cells around a sunk ship are marked.</source>
        <translation>The cells around a sunk ship are marked.</translation>
    </message>
    <message>
        <source>You fire first.</source>
        <translation>You fire first.</translation>
    </message>
    <message>
        <source>Your opponent fires first.</source>
        <translation>Your opponent fires first.</translation>
    </message>
    <message>
        <source>6 ships from 5 to 1 cells, no touching, the turn passes after a shot</source>
        <translation>6 ships from 5 to 1 cells, no touching, the turn passes after a shot</translation>
    </message>
    <message>
        <source>10 ships from 4 to 1 cells, no touching, shoot again after a hit</source>
        <translation>10 ships from 4 to 1 cells, no touching, shoot again after a hit</translation>
    </message>
    <message>
        <source>5 ships from 5 to 2 cells, ships may touch, the turn passes after a shot</source>
        <translation>5 ships from 5 to 2 cells, ships may touch, the turn passes after a shot</translation>
    </message>
    <message>
        <source>Your own fleet and rules</source>
        <translation>Your own fleet and rules</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Standard rules</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Classic rules</translation>
    </message>
    <message>
        <source>Hasbro rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Hasbro rules</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Custom rules</translation>
    </message>
    <message>
        <source>%1 · 6 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Standard rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 6 ships</translation>
    </message>
    <message>
        <source>%1 · 10 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Classic rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 10 ships</translation>
    </message>
    <message>
        <source>%1 · 5 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Hasbro rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 5 ships</translation>
    </message>
    <message>
        <source>%1 with Salvo</source>
        <extracomment>%1 the rules as a title (&quot;Classic rules&quot;)</extracomment>
        <translation>%1 with Salvo</translation>
    </message>
    <message>
        <source>%1 · Salvo</source>
        <extracomment>under the welcome page&apos;s Play: %1 the rules and the fleet (&quot;Standard rules · 6 ships&quot;)</extracomment>
        <translation>%1 · Salvo</translation>
    </message>
    <message>
        <source>Salvo: each turn, one shot for each ship afloat, all fired together.</source>
        <translation>Salvo: each turn, one shot for each ship afloat, all fired together.</translation>
    </message>
</context>
<context>
    <name>RunningGame</name>
    <message>
        <source>Sea Battle is already running (process %1) with your games in %2: its window was brought to the front. Only one Sea Battle at a time keeps your games, so this one closes.</source>
        <translation>Sea Battle is already running (process %1) with your games in %2: its window was brought to the front. Only one Sea Battle at a time keeps your games, so this one closes.</translation>
    </message>
    <message>
        <source>Sea Battle is already running (process %1 on %2) with your games in %3, and it did not answer. Only one Sea Battle at a time keeps your games: close the other one first.</source>
        <translation>Sea Battle is already running (process %1 on %2) with your games in %3, and it did not answer. Only one Sea Battle at a time keeps your games: close the other one first.</translation>
    </message>
    <message>
        <source>Your games folder %1 could not be locked (%2): do not start a second Sea Battle while this one runs, or they will overwrite each other&apos;s games.</source>
        <translation>Your games folder %1 could not be locked (%2): do not start a second Sea Battle while this one runs, or they will overwrite each other&apos;s games.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unknown error</translation>
    </message>
</context>
<context>
    <name>SalvoSteps</name>
    <message>
        <source>Before the first of %1 salvos</source>
        <extracomment>A Salvo game&apos;s replay before its first shot: &quot;Before the first of 14 salvos&quot;</extracomment>
        <translation>Before the first of %1 salvos</translation>
    </message>
    <message>
        <source>Salvo %1 of %2, shot %3 of %4</source>
        <extracomment>Where a Salvo game&apos;s replay stands: &quot;Salvo 3 of 14, shot 2 of 4&quot;</extracomment>
        <translation>Salvo %1 of %2, shot %3 of %4</translation>
    </message>
    <message>
        <source>Previous salvo</source>
        <translation>Previous salvo</translation>
    </message>
    <message>
        <source>Back to the end of the salvo before (Page Up)</source>
        <translation>Back to the end of the salvo before (Page Up)</translation>
    </message>
    <message>
        <source>Next salvo</source>
        <translation>Next salvo</translation>
    </message>
    <message>
        <source>On to the end of the next salvo (Page Down)</source>
        <translation>On to the end of the next salvo (Page Down)</translation>
    </message>
</context>
<context>
    <name>SaveSlot</name>
    <message>
        <source>the file cannot be opened</source>
        <translation>the file cannot be opened</translation>
    </message>
    <message>
        <source>the file is empty or damaged</source>
        <translation>the file is empty or damaged</translation>
    </message>
    <message>
        <source>the file is not a saved game</source>
        <translation>the file is not a saved game</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Sea Battle</source>
        <translation>it was saved by a newer version of Sea Battle</translation>
    </message>
    <message>
        <source>its game does not follow the rules</source>
        <translation>its game does not follow the rules</translation>
    </message>
</context>
<context>
    <name>ShelfWords</name>
    <message numerus="yes">
        <source>This layout was made for a custom fleet of %n ships.</source>
        <translation>
            <numerusform>This layout was made for a custom fleet of %n&#xa0;ship.</numerusform>
            <numerusform>This layout was made for a custom fleet of %n&#xa0;ships.</numerusform>
        </translation>
    </message>
    <message>
        <source>This layout is damaged: it cannot be read.</source>
        <translation>This layout is damaged: it cannot be read.</translation>
    </message>
    <message>
        <source>This layout is incomplete under these rules: %1.</source>
        <translation>This layout is incomplete under these rules: %1.</translation>
    </message>
    <message>
        <source>Give the layout a name.</source>
        <translation>Give the layout a name.</translation>
    </message>
    <message numerus="yes">
        <source>A layout&apos;s name has at most %n characters.</source>
        <translation>
            <numerusform>A layout&apos;s name has at most %n&#xa0;character.</numerusform>
            <numerusform>A layout&apos;s name has at most %n&#xa0;characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are already %n saved layouts: replace or delete one first.</source>
        <translation>
            <numerusform>There is already %n&#xa0;saved layout: replace or delete it first.</numerusform>
            <numerusform>There are already %n&#xa0;saved layouts: replace or delete one first.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a complete fleet that follows the rules can be saved.</source>
        <translation>Only a complete fleet that follows the rules can be saved.</translation>
    </message>
    <message>
        <source>There is no layout named “%1”.</source>
        <translation>There is no layout named “%1”.</translation>
    </message>
    <message>
        <source>The layouts could not be saved: %1</source>
        <translation>The layouts could not be saved: %1</translation>
    </message>
    <message>
        <source>This layout was made for the Standard fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>This layout was made for the Standard fleet.</translation>
    </message>
    <message>
        <source>This layout was made for the Classic fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>This layout was made for the Classic fleet.</translation>
    </message>
    <message>
        <source>This layout was made for the Hasbro fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>This layout was made for the Hasbro fleet.</translation>
    </message>
</context>
<context>
    <name>ShipClass</name>
    <message>
        <source>Carrier</source>
        <translation>Carrier</translation>
    </message>
    <message>
        <source>Battleship</source>
        <translation>Battleship</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Cruiser</translation>
    </message>
    <message>
        <source>Submarine</source>
        <translation>Submarine</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Destroyer</translation>
    </message>
    <message>
        <source>Patrol boat</source>
        <translation>Patrol boat</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <translation>Torpedo boat</translation>
    </message>
    <message>
        <source>Carrier</source>
        <comment>inside a sentence</comment>
        <translation>Carrier</translation>
    </message>
    <message>
        <source>Battleship</source>
        <comment>inside a sentence</comment>
        <translation>Battleship</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <comment>inside a sentence</comment>
        <translation>Cruiser</translation>
    </message>
    <message>
        <source>Submarine</source>
        <comment>inside a sentence</comment>
        <translation>Submarine</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <comment>inside a sentence</comment>
        <translation>Destroyer</translation>
    </message>
    <message>
        <source>Patrol boat</source>
        <comment>inside a sentence</comment>
        <translation>Patrol boat</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <comment>inside a sentence</comment>
        <translation>Torpedo boat</translation>
    </message>
</context>
<context>
    <name>ShipSentence</name>
    <message>
        <source>%1, your %2</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, your %2</translation>
    </message>
    <message>
        <source>%1, your Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, your Carrier</translation>
    </message>
    <message>
        <source>%1, your Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, your Battleship</translation>
    </message>
    <message>
        <source>%1, your Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, your Cruiser</translation>
    </message>
    <message>
        <source>%1, your Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, your Submarine</translation>
    </message>
    <message>
        <source>%1, your Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, your Destroyer</translation>
    </message>
    <message>
        <source>%1, your Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, your Patrol boat</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, your Torpedo boat</translation>
    </message>
    <message>
        <source>%1, your %2, hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, your %2, hit</translation>
    </message>
    <message>
        <source>%1, your Carrier, hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, your Carrier, hit</translation>
    </message>
    <message>
        <source>%1, your Battleship, hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, your Battleship, hit</translation>
    </message>
    <message>
        <source>%1, your Cruiser, hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, your Cruiser, hit</translation>
    </message>
    <message>
        <source>%1, your Submarine, hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, your Submarine, hit</translation>
    </message>
    <message>
        <source>%1, your Destroyer, hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, your Destroyer, hit</translation>
    </message>
    <message>
        <source>%1, your Patrol boat, hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, your Patrol boat, hit</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat, hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, your Torpedo boat, hit</translation>
    </message>
    <message>
        <source>%1, your %2, sunk</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, your %2, sunk</translation>
    </message>
    <message>
        <source>%1, your Carrier, sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, your Carrier, sunk</translation>
    </message>
    <message>
        <source>%1, your Battleship, sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, your Battleship, sunk</translation>
    </message>
    <message>
        <source>%1, your Cruiser, sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, your Cruiser, sunk</translation>
    </message>
    <message>
        <source>%1, your Submarine, sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, your Submarine, sunk</translation>
    </message>
    <message>
        <source>%1, your Destroyer, sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, your Destroyer, sunk</translation>
    </message>
    <message>
        <source>%1, your Patrol boat, sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, your Patrol boat, sunk</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat, sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, your Torpedo boat, sunk</translation>
    </message>
    <message>
        <source>%1, sunk, %2</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sunk, %2</translation>
    </message>
    <message>
        <source>%1, sunk, Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sunk, Carrier</translation>
    </message>
    <message>
        <source>%1, sunk, Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sunk, Battleship</translation>
    </message>
    <message>
        <source>%1, sunk, Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sunk, Cruiser</translation>
    </message>
    <message>
        <source>%1, sunk, Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sunk, Submarine</translation>
    </message>
    <message>
        <source>%1, sunk, Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sunk, Destroyer</translation>
    </message>
    <message>
        <source>%1, sunk, Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sunk, Patrol boat</translation>
    </message>
    <message>
        <source>%1, sunk, Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sunk, Torpedo boat</translation>
    </message>
    <message>
        <source>%1, %2, hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, %2, hit</translation>
    </message>
    <message>
        <source>%1, Carrier, hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, Carrier, hit</translation>
    </message>
    <message>
        <source>%1, Battleship, hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, Battleship, hit</translation>
    </message>
    <message>
        <source>%1, Cruiser, hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, Cruiser, hit</translation>
    </message>
    <message>
        <source>%1, Submarine, hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, Submarine, hit</translation>
    </message>
    <message>
        <source>%1, Destroyer, hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, Destroyer, hit</translation>
    </message>
    <message>
        <source>%1, Patrol boat, hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, Patrol boat, hit</translation>
    </message>
    <message>
        <source>%1, Torpedo boat, hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, Torpedo boat, hit</translation>
    </message>
    <message>
        <source>%1, %2, not hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, %2, not hit</translation>
    </message>
    <message>
        <source>%1, Carrier, not hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, Carrier, not hit</translation>
    </message>
    <message>
        <source>%1, Battleship, not hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, Battleship, not hit</translation>
    </message>
    <message>
        <source>%1, Cruiser, not hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, Cruiser, not hit</translation>
    </message>
    <message>
        <source>%1, Submarine, not hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, Submarine, not hit</translation>
    </message>
    <message>
        <source>%1, Destroyer, not hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, Destroyer, not hit</translation>
    </message>
    <message>
        <source>%1, Patrol boat, not hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, Patrol boat, not hit</translation>
    </message>
    <message>
        <source>%1, Torpedo boat, not hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, Torpedo boat, not hit</translation>
    </message>
    <message>
        <source>overlaps the %1</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>overlaps the %1</translation>
    </message>
    <message>
        <source>overlaps the Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>overlaps the Carrier</translation>
    </message>
    <message>
        <source>overlaps the Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>overlaps the Battleship</translation>
    </message>
    <message>
        <source>overlaps the Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>overlaps the Cruiser</translation>
    </message>
    <message>
        <source>overlaps the Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>overlaps the Submarine</translation>
    </message>
    <message>
        <source>overlaps the Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>overlaps the Destroyer</translation>
    </message>
    <message>
        <source>overlaps the Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>overlaps the Patrol boat</translation>
    </message>
    <message>
        <source>overlaps the Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>overlaps the Torpedo boat</translation>
    </message>
    <message>
        <source>touches the %2 at %1</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touches the %2 at %1</translation>
    </message>
    <message>
        <source>touches the Carrier at %1</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touches the Carrier at %1</translation>
    </message>
    <message>
        <source>touches the Battleship at %1</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touches the Battleship at %1</translation>
    </message>
    <message>
        <source>touches the Cruiser at %1</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touches the Cruiser at %1</translation>
    </message>
    <message>
        <source>touches the Submarine at %1</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touches the Submarine at %1</translation>
    </message>
    <message>
        <source>touches the Destroyer at %1</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touches the Destroyer at %1</translation>
    </message>
    <message>
        <source>touches the Patrol boat at %1</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touches the Patrol boat at %1</translation>
    </message>
    <message>
        <source>touches the Torpedo boat at %1</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touches the Torpedo boat at %1</translation>
    </message>
    <message>
        <source>touches the corner of the %2 at %1</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touches the corner of the %2 at %1</translation>
    </message>
    <message>
        <source>touches the corner of the Carrier at %1</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touches the corner of the Carrier at %1</translation>
    </message>
    <message>
        <source>touches the corner of the Battleship at %1</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touches the corner of the Battleship at %1</translation>
    </message>
    <message>
        <source>touches the corner of the Cruiser at %1</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touches the corner of the Cruiser at %1</translation>
    </message>
    <message>
        <source>touches the corner of the Submarine at %1</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touches the corner of the Submarine at %1</translation>
    </message>
    <message>
        <source>touches the corner of the Destroyer at %1</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touches the corner of the Destroyer at %1</translation>
    </message>
    <message>
        <source>touches the corner of the Patrol boat at %1</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touches the corner of the Patrol boat at %1</translation>
    </message>
    <message>
        <source>touches the corner of the Torpedo boat at %1</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touches the corner of the Torpedo boat at %1</translation>
    </message>
    <message>
        <source>The %2 cannot go there: %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>The %2 cannot go there: %1.</translation>
    </message>
    <message>
        <source>The Carrier cannot go there: %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>The Carrier cannot go there: %1.</translation>
    </message>
    <message>
        <source>The Battleship cannot go there: %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>The Battleship cannot go there: %1.</translation>
    </message>
    <message>
        <source>The Cruiser cannot go there: %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>The Cruiser cannot go there: %1.</translation>
    </message>
    <message>
        <source>The Submarine cannot go there: %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>The Submarine cannot go there: %1.</translation>
    </message>
    <message>
        <source>The Destroyer cannot go there: %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>The Destroyer cannot go there: %1.</translation>
    </message>
    <message>
        <source>The Patrol boat cannot go there: %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>The Patrol boat cannot go there: %1.</translation>
    </message>
    <message>
        <source>The Torpedo boat cannot go there: %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>The Torpedo boat cannot go there: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the %2 %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>These rules forbid this layout: the %2 %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Carrier %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>These rules forbid this layout: the Carrier %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Battleship %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>These rules forbid this layout: the Battleship %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Cruiser %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>These rules forbid this layout: the Cruiser %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Submarine %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>These rules forbid this layout: the Submarine %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Destroyer %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>These rules forbid this layout: the Destroyer %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Patrol boat %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>These rules forbid this layout: the Patrol boat %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Torpedo boat %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>These rules forbid this layout: the Torpedo boat %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the %2: %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>These rules forbid this layout: the %2: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Carrier: %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>These rules forbid this layout: the Carrier: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Battleship: %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>These rules forbid this layout: the Battleship: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Cruiser: %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>These rules forbid this layout: the Cruiser: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Submarine: %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>These rules forbid this layout: the Submarine: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Destroyer: %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>These rules forbid this layout: the Destroyer: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Patrol boat: %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>These rules forbid this layout: the Patrol boat: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Torpedo boat: %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>These rules forbid this layout: the Torpedo boat: %1.</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>%1 sunk</translation>
    </message>
    <message>
        <source>Carrier sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Carrier sunk</translation>
    </message>
    <message>
        <source>Battleship sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Battleship sunk</translation>
    </message>
    <message>
        <source>Cruiser sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Cruiser sunk</translation>
    </message>
    <message>
        <source>Submarine sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Submarine sunk</translation>
    </message>
    <message>
        <source>Destroyer sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Destroyer sunk</translation>
    </message>
    <message>
        <source>Patrol boat sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Patrol boat sunk</translation>
    </message>
    <message>
        <source>Torpedo boat sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Torpedo boat sunk</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <comment>several ships of a class the player named: %1 is its name as typed</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>%1 sunk</translation>
    </message>
    <message>
        <source>Carriers sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Carriers sunk</translation>
    </message>
    <message>
        <source>Battleships sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Battleships sunk</translation>
    </message>
    <message>
        <source>Cruisers sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Cruisers sunk</translation>
    </message>
    <message>
        <source>Submarines sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Submarines sunk</translation>
    </message>
    <message>
        <source>Destroyers sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Destroyers sunk</translation>
    </message>
    <message>
        <source>Patrol boats sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Patrol boats sunk</translation>
    </message>
    <message>
        <source>Torpedo boats sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Torpedo boats sunk</translation>
    </message>
    <message>
        <source>%1: Sunk: %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Sunk: %2!</translation>
    </message>
    <message>
        <source>%1: Sunk: Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Sunk: Carrier!</translation>
    </message>
    <message>
        <source>%1: Sunk: Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Sunk: Battleship!</translation>
    </message>
    <message>
        <source>%1: Sunk: Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Sunk: Cruiser!</translation>
    </message>
    <message>
        <source>%1: Sunk: Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Sunk: Submarine!</translation>
    </message>
    <message>
        <source>%1: Sunk: Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Sunk: Destroyer!</translation>
    </message>
    <message>
        <source>%1: Sunk: Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Sunk: Patrol boat!</translation>
    </message>
    <message>
        <source>%1: Sunk: Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Sunk: Torpedo boat!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The enemy fired at %1: Sunk: your %2!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The enemy fired at %1: Sunk: your Carrier!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The enemy fired at %1: Sunk: your Battleship!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The enemy fired at %1: Sunk: your Cruiser!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The enemy fired at %1: Sunk: your Submarine!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The enemy fired at %1: Sunk: your Destroyer!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The enemy fired at %1: Sunk: your Patrol boat!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The enemy fired at %1: Sunk: your Torpedo boat!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>You fired at %1: Sunk: %2!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>You fired at %1: Sunk: Carrier!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>You fired at %1: Sunk: Battleship!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>You fired at %1: Sunk: Cruiser!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>You fired at %1: Sunk: Submarine!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>You fired at %1: Sunk: Destroyer!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>You fired at %1: Sunk: Patrol boat!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>You fired at %1: Sunk: Torpedo boat!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The opponent fired at %1: Sunk: your %2!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The opponent fired at %1: Sunk: your Carrier!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The opponent fired at %1: Sunk: your Battleship!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The opponent fired at %1: Sunk: your Cruiser!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The opponent fired at %1: Sunk: your Submarine!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The opponent fired at %1: Sunk: your Destroyer!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The opponent fired at %1: Sunk: your Patrol boat!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>The opponent fired at %1: Sunk: your Torpedo boat!</translation>
    </message>
    <message>
        <source>Their %1 was there.</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Their %1 was there.</translation>
    </message>
    <message>
        <source>Their Carrier was there.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Their Carrier was there.</translation>
    </message>
    <message>
        <source>Their Battleship was there.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Their Battleship was there.</translation>
    </message>
    <message>
        <source>Their Cruiser was there.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Their Cruiser was there.</translation>
    </message>
    <message>
        <source>Their Submarine was there.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Their Submarine was there.</translation>
    </message>
    <message>
        <source>Their Destroyer was there.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Their Destroyer was there.</translation>
    </message>
    <message>
        <source>Their Patrol boat was there.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Their Patrol boat was there.</translation>
    </message>
    <message>
        <source>Their Torpedo boat was there.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Their Torpedo boat was there.</translation>
    </message>
    <message>
        <source>They announced their %2 sunk at %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>They announced their %2 sunk at %1.</translation>
    </message>
    <message>
        <source>They announced their Carrier sunk at %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>They announced their Carrier sunk at %1.</translation>
    </message>
    <message>
        <source>They announced their Battleship sunk at %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>They announced their Battleship sunk at %1.</translation>
    </message>
    <message>
        <source>They announced their Cruiser sunk at %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>They announced their Cruiser sunk at %1.</translation>
    </message>
    <message>
        <source>They announced their Submarine sunk at %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>They announced their Submarine sunk at %1.</translation>
    </message>
    <message>
        <source>They announced their Destroyer sunk at %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>They announced their Destroyer sunk at %1.</translation>
    </message>
    <message>
        <source>They announced their Patrol boat sunk at %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>They announced their Patrol boat sunk at %1.</translation>
    </message>
    <message>
        <source>They announced their Torpedo boat sunk at %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>They announced their Torpedo boat sunk at %1.</translation>
    </message>
    <message>
        <source>That shot sank their %1.</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>That shot sank their %1.</translation>
    </message>
    <message>
        <source>That shot sank their Carrier.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>That shot sank their Carrier.</translation>
    </message>
    <message>
        <source>That shot sank their Battleship.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>That shot sank their Battleship.</translation>
    </message>
    <message>
        <source>That shot sank their Cruiser.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>That shot sank their Cruiser.</translation>
    </message>
    <message>
        <source>That shot sank their Submarine.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>That shot sank their Submarine.</translation>
    </message>
    <message>
        <source>That shot sank their Destroyer.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>That shot sank their Destroyer.</translation>
    </message>
    <message>
        <source>That shot sank their Patrol boat.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>That shot sank their Patrol boat.</translation>
    </message>
    <message>
        <source>That shot sank their Torpedo boat.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>That shot sank their Torpedo boat.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their %2 was already sunk.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: their %2 was already sunk.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Carrier was already sunk.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: their Carrier was already sunk.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Battleship was already sunk.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: their Battleship was already sunk.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Cruiser was already sunk.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: their Cruiser was already sunk.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Submarine was already sunk.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: their Submarine was already sunk.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Destroyer was already sunk.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: their Destroyer was already sunk.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Patrol boat was already sunk.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: their Patrol boat was already sunk.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Torpedo boat was already sunk.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: their Torpedo boat was already sunk.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their %2 are not cells you hit in one line.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: the cells they gave for their %2 are not cells you hit in one line.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Carrier are not cells you hit in one line.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: the cells they gave for their Carrier are not cells you hit in one line.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Battleship are not cells you hit in one line.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: the cells they gave for their Battleship are not cells you hit in one line.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Cruiser are not cells you hit in one line.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: the cells they gave for their Cruiser are not cells you hit in one line.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Submarine are not cells you hit in one line.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: the cells they gave for their Submarine are not cells you hit in one line.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Destroyer are not cells you hit in one line.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: the cells they gave for their Destroyer are not cells you hit in one line.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Patrol boat are not cells you hit in one line.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: the cells they gave for their Patrol boat are not cells you hit in one line.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Torpedo boat are not cells you hit in one line.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Their answer at %1 cannot be true: the cells they gave for their Torpedo boat are not cells you hit in one line.</translation>
    </message>
    <message>
        <source>unknown ship</source>
        <extracomment>the name of a ship the game cannot tell (a damaged layout, a false answer), standing where a class the player named would: &quot;the ship «unknown ship»&quot;</extracomment>
        <translation>unknown ship</translation>
    </message>
    <message>
        <source>%1 afloat</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>%1 afloat</translation>
    </message>
    <message>
        <source>Carrier afloat</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Carrier afloat</translation>
    </message>
    <message>
        <source>Battleship afloat</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Battleship afloat</translation>
    </message>
    <message>
        <source>Cruiser afloat</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Cruiser afloat</translation>
    </message>
    <message>
        <source>Submarine afloat</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Submarine afloat</translation>
    </message>
    <message>
        <source>Destroyer afloat</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Destroyer afloat</translation>
    </message>
    <message>
        <source>Patrol boat afloat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Patrol boat afloat</translation>
    </message>
    <message>
        <source>Torpedo boat afloat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Torpedo boat afloat</translation>
    </message>
    <message>
        <source>%1 hit, still afloat</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>%1 hit, still afloat</translation>
    </message>
    <message>
        <source>Carrier hit, still afloat</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Carrier hit, still afloat</translation>
    </message>
    <message>
        <source>Battleship hit, still afloat</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Battleship hit, still afloat</translation>
    </message>
    <message>
        <source>Cruiser hit, still afloat</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Cruiser hit, still afloat</translation>
    </message>
    <message>
        <source>Submarine hit, still afloat</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Submarine hit, still afloat</translation>
    </message>
    <message>
        <source>Destroyer hit, still afloat</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Destroyer hit, still afloat</translation>
    </message>
    <message>
        <source>Patrol boat hit, still afloat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Patrol boat hit, still afloat</translation>
    </message>
    <message>
        <source>Torpedo boat hit, still afloat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Torpedo boat hit, still afloat</translation>
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
        <translation>Your statistics could not be read, so they start afresh.</translation>
    </message>
    <message>
        <source>Your statistics file is damaged, so your statistics start afresh.</source>
        <translation>Your statistics file is damaged, so your statistics start afresh.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Sea Battle, so they start afresh in this one.</source>
        <translation>Your statistics were saved by a newer version of Sea Battle, so they start afresh in this one.</translation>
    </message>
    <message>
        <source>Your statistics were not saved: the old file %1 could not be read or moved, and it is not overwritten. Move it elsewhere to save your statistics again.</source>
        <translation>Your statistics were not saved: the old file %1 could not be read or moved, and it is not overwritten. Move it elsewhere to save your statistics again.</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>The old file was kept as %1.</translation>
    </message>
    <message>
        <source>The old file could not be moved, so it was left as it is in %1; new statistics will not be saved over it.</source>
        <translation>The old file could not be moved, so it was left as it is in %1; new statistics will not be saved over it.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in %1: %2. The file keeps the statistics saved before.</source>
        <translation>Your statistics could not be saved in %1: %2. The file keeps the statistics saved before.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>LAN friends</source>
        <translation>LAN friends</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Forget every game against every opponent and start your statistics afresh? This cannot be undone.</source>
        <translation>Forget every game against every opponent and start your statistics afresh? This cannot be undone.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Opponent:</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>All opponents</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Games:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Wins:</translation>
    </message>
    <message>
        <source>Losses:</source>
        <translation>Losses:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Current winning streak:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <translation>Best winning streak:</translation>
    </message>
    <message>
        <source>Average shots to win:</source>
        <translation>Average shots to win:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Best game:</translation>
    </message>
    <message>
        <source>Accuracy:</source>
        <translation>Accuracy:</translation>
    </message>
    <message>
        <source>Over the games won by sinking the whole fleet</source>
        <translation>Over the games won by sinking the whole fleet</translation>
    </message>
    <message>
        <source>The fewest shots you needed to sink the whole fleet</source>
        <translation>The fewest shots you needed to sink the whole fleet</translation>
    </message>
    <message>
        <source>Your shots that hit a ship, over every game</source>
        <translation>Your shots that hit a ship, over every game</translation>
    </message>
    <message>
        <source>Shots needed to win</source>
        <translation>Shots needed to win</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Shots</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Wins and losses over time</source>
        <translation>Wins and losses over time</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Losses</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Reset…</translation>
    </message>
    <message>
        <source>Forget every game and start afresh</source>
        <translation>Forget every game and start afresh</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s), on %1</source>
        <translation>
            <numerusform>%n&#xa0;shot, on %1</numerusform>
            <numerusform>%n&#xa0;shots, on %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: place the sign as your language does</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>No games yet: your results appear here once you have finished a game.</source>
        <translation>No games yet: your results appear here once you have finished a game.</translation>
    </message>
    <message>
        <source>No games against this opponent yet.</source>
        <translation>No games against this opponent yet.</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Games played</translation>
    </message>
    <message>
        <source>Games played, from %1 to %2</source>
        <translation>Games played, from %1 to %2</translation>
    </message>
    <message>
        <source>Games with hints:</source>
        <translation>Games with hints:</translation>
    </message>
    <message>
        <source>Games you asked for a hint in: they count as games, but not for your best game, shots to win or streaks</source>
        <translation>Games you asked for a hint in: they count as games, but not for your best game, shots to win or streaks</translation>
    </message>
    <message>
        <source>&amp;Turns:</source>
        <translation>&amp;Turns:</translation>
    </message>
    <message>
        <source>One shot a turn</source>
        <extracomment>Statistics of the games where each turn is one shot (not Salvo)</extracomment>
        <translation>One shot a turn</translation>
    </message>
    <message>
        <source>Salvo</source>
        <extracomment>Statistics of the games played under the Salvo rule</extracomment>
        <translation>Salvo</translation>
    </message>
</context>
<context>
    <name>ViolationText</name>
    <message>
        <source>The fleet they revealed breaks the rules.</source>
        <translation>The fleet they revealed breaks the rules.</translation>
    </message>
    <message>
        <source>The fleet they revealed breaks the rules: %1</source>
        <translation>The fleet they revealed breaks the rules: %1</translation>
    </message>
    <message>
        <source>They announced a hit at %1, but there was only water.</source>
        <translation>They announced a hit at %1, but there was only water.</translation>
    </message>
    <message>
        <source>They answered a shot you never fired.</source>
        <translation>They answered a shot you never fired.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: a sinking must name the ship, and only a sinking may.</source>
        <translation>Their answer at %1 cannot be true: a sinking must name the ship, and only a sinking may.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the ship it names is not in the fleet.</source>
        <translation>Their answer at %1 cannot be true: the ship it names is not in the fleet.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells you have not fired at can no longer hold the ships still afloat.</source>
        <translation>Their answer at %1 cannot be true: the cells you have not fired at can no longer hold the ships still afloat.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: every cell of their fleet is hit, yet they did not announce every ship sunk.</source>
        <translation>Their answer at %1 cannot be true: every cell of their fleet is hit, yet they did not announce every ship sunk.</translation>
    </message>
    <message>
        <source>They answered Miss at %1.</source>
        <translation>They answered Miss at %1.</translation>
    </message>
    <message>
        <source>That ship was not sunk, or not where they said.</source>
        <translation>That ship was not sunk, or not where they said.</translation>
    </message>
    <message>
        <source>They answered Hit at %1.</source>
        <translation>They answered Hit at %1.</translation>
    </message>
</context>
<context>
    <name>WelcomeView</name>
    <message>
        <source>Fires at random, and often forgets a ship it has hit.</source>
        <translation>Fires at random, and often forgets a ship it has hit.</translation>
    </message>
    <message>
        <source>Searches in a pattern, then sinks what it hits.</source>
        <translation>Searches in a pattern, then sinks what it hits.</translation>
    </message>
    <message>
        <source>Fires where your ships are most likely to be.</source>
        <translation>Fires where your ships are most likely to be.</translation>
    </message>
    <message>
        <source>Hard&apos;s aim, an exact endgame, and a fleet hard to find.</source>
        <translation>Hard&apos;s aim, an exact endgame, and a fleet hard to find.</translation>
    </message>
    <message>
        <source>Sea Battle</source>
        <translation>Sea Battle</translation>
    </message>
    <message>
        <source>Place your fleet, find theirs, sink it first.</source>
        <translation>Place your fleet, find theirs, sink it first.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>Straight into battle with the last rules and opponent, your fleet placed at random</source>
        <translation>Straight into battle with the last rules and opponent, your fleet placed at random</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <source>Go on with the game you left</source>
        <translation>Go on with the game you left</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Easy</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medium</translation>
    </message>
    <message>
        <source>&amp;Admiral</source>
        <translation>&amp;Admiral</translation>
    </message>
    <message>
        <source>&amp;Watch two computers</source>
        <translation>&amp;Watch two computers</translation>
    </message>
    <message>
        <source>Two computers play each other; you watch</source>
        <translation>Two computers play each other; you watch</translation>
    </message>
    <message>
        <source>All the &amp;rules…</source>
        <translation>All the &amp;rules…</translation>
    </message>
    <message>
        <source>Choose the opponent, the rules and their options, or make your own fleet</source>
        <translation>Choose the opponent, the rules and their options, or make your own fleet</translation>
    </message>
    <message>
        <source>Har&amp;d</source>
        <translation>Har&amp;d</translation>
    </message>
    <message>
        <source>Opponent</source>
        <extracomment>The row of the four computers on the welcome page, for a screen reader</extracomment>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Place your &amp;fleet</source>
        <translation>Place your &amp;fleet</translation>
    </message>
    <message>
        <source>Place your own fleet, then play against the computer chosen above</source>
        <translation>Place your own fleet, then play against the computer chosen above</translation>
    </message>
    <message>
        <source>Play on the &amp;network…</source>
        <extracomment>Opens a menu: host a game, or join one, on the local network</extracomment>
        <translation>Play on the &amp;network…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: host a game, or join theirs</source>
        <translation>Play a friend on your local network: host a game, or join theirs</translation>
    </message>
</context>
</TS>
