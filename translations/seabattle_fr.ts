<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Sea Battle</source>
        <translation>À propos de Bataille navale</translation>
    </message>
    <message>
        <source>Sea Battle</source>
        <translation>Bataille navale</translation>
    </message>
    <message>
        <source>Battleship for the desktop: sink the enemy fleet, against the computer or a friend on your local network.</source>
        <translation>La bataille navale sur votre bureau&#xa0;: coulez la flotte ennemie, contre l’ordinateur ou un ami sur votre réseau local.</translation>
    </message>
    <message>
        <source>Copyright © 2026 the Sea Battle developers. Free software under the GNU General Public License, version 3 or (at your option) any later version: you may share and change it. It comes with no warranty.</source>
        <translation>Copyright © 2026 les développeurs de Bataille navale. Logiciel libre sous licence publique générale GNU (GNU GPL), version&#xa0;3 ou (à votre choix) toute version ultérieure&#xa0;: vous pouvez le partager et le modifier. Il est fourni sans aucune garantie.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilé avec Qt %1, exécuté avec Qt %2.</translation>
    </message>
</context>
<context>
    <name>AimBox</name>
    <message>
        <source>Type a cell such as C7.</source>
        <translation>Saisissez une case, par exemple C7.</translation>
    </message>
    <message>
        <source>That is not a cell: type a column letter A–J, then a row 1–10, such as C7.</source>
        <translation>Ce n’est pas une case&#xa0;: saisissez la lettre de la colonne (A–J), puis le numéro de la ligne (1–10), par exemple C7.</translation>
    </message>
    <message>
        <source>The columns go from A to J.</source>
        <translation>Les colonnes vont de A à J.</translation>
    </message>
    <message>
        <source>The rows go from 1 to 10.</source>
        <translation>Les lignes vont de 1 à 10.</translation>
    </message>
    <message>
        <source>e.g. C7</source>
        <translation>p. ex. C7</translation>
    </message>
    <message>
        <source>Cell to fire at</source>
        <translation>Case cible</translation>
    </message>
    <message>
        <source>Type a cell, such as C7, then press Enter; Escape closes</source>
        <translation>Saisissez une case, par exemple C7, puis validez avec Entrée&#xa0;; Échap pour fermer</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>This game cannot be saved to %1: %2.</source>
        <translation>Impossible de sauvegarder cette partie dans %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Partie sauvegardée</translation>
    </message>
    <message>
        <source>The game saved last time could not be read (%1). It was kept as %2; a new game starts.</source>
        <translation>Impossible de lire la dernière sauvegarde (%1). Le fichier a été conservé sous le nom %2&#xa0;; une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>Resume the game against the computer (%1) you left on %2?</source>
        <translation>Reprendre la partie contre l’ordinateur (%1) interrompue le %2&#xa0;?</translation>
    </message>
    <message>
        <source>Start without the saved game? It is not deleted: it is kept in a file of its own beside it.</source>
        <translation>Commencer sans reprendre la partie sauvegardée&#xa0;? Elle n’est pas supprimée&#xa0;: elle est mise de côté dans un fichier à part, au même endroit.</translation>
    </message>
    <message>
        <source>The saved game was kept as %1.</source>
        <translation>La sauvegarde a été mise de côté sous le nom %1.</translation>
    </message>
    <message>
        <source>The saved game could not be put aside (%1); the next game will replace it.</source>
        <translation>La sauvegarde n’a pas pu être mise de côté (%1)&#xa0;; la prochaine partie la remplacera.</translation>
    </message>
</context>
<context>
    <name>BattleView</name>
    <message>
        <source>%1: Miss.</source>
        <translation>%1&#xa0;: Raté.</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Miss.</source>
        <translation>L’ennemi a tiré en %1&#xa0;: Raté.</translation>
    </message>
    <message>
        <source>%1: Hit!</source>
        <translation>%1&#xa0;: Touché&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Hit!</source>
        <translation>L’ennemi a tiré en %1&#xa0;: Touché&#xa0;!</translation>
    </message>
    <message>
        <source>You have already fired at that cell.</source>
        <translation>Vous avez déjà tiré sur cette case.</translation>
    </message>
    <message>
        <source>That cell is known to be empty.</source>
        <translation>Cette case est forcément vide.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>That cell is outside the grid.</source>
        <translation>Cette case est hors de la grille.</translation>
    </message>
    <message>
        <source>The battle is not on.</source>
        <translation>Aucune bataille n’est en cours.</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>Votre flotte</translation>
    </message>
    <message>
        <source>Enemy waters</source>
        <translation>Eaux ennemies</translation>
    </message>
    <message>
        <source>Shoot again after a hit</source>
        <translation>Rejouer après un touché</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Vous avez perdu.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>The enemy is firing…</source>
        <translation>L’ennemi tire…</translation>
    </message>
    <message>
        <source>Every ship of a fleet is sunk.</source>
        <translation>Une flotte a été entièrement coulée.</translation>
    </message>
    <message>
        <source>You sank the whole enemy fleet.</source>
        <translation>Vous avez coulé toute la flotte ennemie.</translation>
    </message>
    <message>
        <source>Your whole fleet is sunk.</source>
        <translation>Toute votre flotte a été coulée.</translation>
    </message>
    <message>
        <source>Your opponent resigned.</source>
        <translation>Votre adversaire a abandonné.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Vous avez abandonné.</translation>
    </message>
    <message>
        <source>A rule was broken.</source>
        <translation>Une règle n’a pas été respectée.</translation>
    </message>
    <message>
        <source>The connection was lost.</source>
        <translation>La connexion a été perdue.</translation>
    </message>
    <message>
        <source>Computer 1&apos;s fleet</source>
        <translation>Flotte de l’ordinateur 1</translation>
    </message>
    <message>
        <source>Computer 2&apos;s fleet</source>
        <translation>Flotte de l’ordinateur 2</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>R&amp;eprendre</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>Pause &amp;between shots:</source>
        <translation>Pause entre les &amp;tirs&#xa0;:</translation>
    </message>
    <message>
        <source>Computer 1 won.</source>
        <translation>L’ordinateur 1 a gagné.</translation>
    </message>
    <message>
        <source>Computer 2 won.</source>
        <translation>L’ordinateur 2 a gagné.</translation>
    </message>
    <message>
        <source>Computer 1 is firing…</source>
        <translation>L’ordinateur 1 tire…</translation>
    </message>
    <message>
        <source>Computer 2 is firing…</source>
        <translation>L’ordinateur 2 tire…</translation>
    </message>
    <message>
        <source>Claim the win</source>
        <translation>Réclamer la victoire</translation>
    </message>
    <message>
        <source>%1 is firing…</source>
        <translation>%1 tire…</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Raté</translation>
    </message>
    <message>
        <source>Hit!</source>
        <translation>Touché&#xa0;!</translation>
    </message>
    <message>
        <source>Sunk!</source>
        <translation>Coulé&#xa0;!</translation>
    </message>
    <message>
        <source>Earlier shots</source>
        <translation>Tirs précédents</translation>
    </message>
    <message>
        <source>Click a cell to fire, or type its name, such as C7</source>
        <translation>Cliquez sur une case pour tirer, ou tapez ses coordonnées, par exemple C7</translation>
    </message>
    <message>
        <source>Say the &amp;fleets</source>
        <translation>Annoncer les &amp;flottes</translation>
    </message>
    <message>
        <source>Say the &amp;last shots</source>
        <translation>Annoncer les &amp;derniers tirs</translation>
    </message>
    <message>
        <source>Say the &amp;score</source>
        <translation>Annoncer le &amp;score</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Hit but afloat: %1.</source>
        <translation>Navires touchés encore à flot&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No shot yet.</source>
        <translation>Aucun tir pour l’instant.</translation>
    </message>
    <message>
        <source>Every shot of the salvo has its cell: take one back, or fire.</source>
        <translation>Chaque tir de la salve a sa case&#xa0;: retirez-en un, ou tirez.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: a salvo of %n shots</source>
        <translation>
            <numerusform>À vous de jouer&#xa0;: une salve de %n&#xa0;tir</numerusform>
            <numerusform>À vous de jouer&#xa0;: une salve de %n&#xa0;tirs</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fire the salvo</source>
        <translation>Tirer la &amp;salve</translation>
    </message>
    <message>
        <source>%1 miss</source>
        <extracomment>a shot of a salvo in its list; %1 its cell</extracomment>
        <translation>%1 raté</translation>
    </message>
    <message>
        <source>%1 hit</source>
        <extracomment>a shot of a salvo in its list; %1 its cell</extracomment>
        <translation>%1 touché</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a shot of a salvo that sank a ship: %1 &quot;E6 hit&quot;, %2 &quot;Cruiser sunk&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Salvo of %n: %1.</source>
        <translation>
            <numerusform>Salve de %n&#xa0;tir&#xa0;: %1.</numerusform>
            <numerusform>Salve de %n&#xa0;tirs&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The enemy&apos;s salvo of %n: %1.</source>
        <translation>
            <numerusform>Salve ennemie de %n&#xa0;tir&#xa0;: %1.</numerusform>
            <numerusform>Salve ennemie de %n&#xa0;tirs&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shots chosen</source>
        <translation>
            <numerusform>Tir choisi&#xa0;: %1 sur %n</numerusform>
            <numerusform>Tirs choisis&#xa0;: %1 sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shots chosen: Enter or Fire sends the salvo</source>
        <translation>
            <numerusform>Tir choisi&#xa0;: %1 sur %n — Entrée ou Tirer lance la salve</numerusform>
            <numerusform>Tirs choisis&#xa0;: %1 sur %n — Entrée ou Tirer lance la salve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n cells for the salvo.</source>
        <translation>
            <numerusform>Choisissez %n&#xa0;case pour la salve.</numerusform>
            <numerusform>Choisissez %n&#xa0;cases pour la salve.</numerusform>
        </translation>
    </message>
    <message>
        <source>That cell is already chosen for the salvo.</source>
        <translation>Cette case est déjà choisie pour la salve.</translation>
    </message>
    <message numerus="yes">
        <source>You still had %n ship(s) afloat.</source>
        <extracomment>at the end, after &quot;You sank the whole enemy fleet.&quot;: how many of your ships were left</extracomment>
        <translation>
            <numerusform>Il vous restait %n&#xa0;navire à flot.</numerusform>
            <numerusform>Il vous restait %n&#xa0;navires à flot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The enemy still had %n ship(s) afloat.</source>
        <extracomment>at the end, after &quot;Your whole fleet is sunk.&quot;: how close you came</extracomment>
        <translation>
            <numerusform>L’ennemi avait encore %n&#xa0;navire à flot.</numerusform>
            <numerusform>L’ennemi avait encore %n&#xa0;navires à flot.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, not fired at</source>
        <translation>%1, pas encore visée</translation>
    </message>
    <message>
        <source>%1, miss</source>
        <translation>%1, raté</translation>
    </message>
    <message>
        <source>%1, hit</source>
        <translation>%1, touché</translation>
    </message>
    <message>
        <source>%1, sunk</source>
        <translation>%1, coulé</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a cell</source>
        <translation>Utilisez les flèches pour choisir une case</translation>
    </message>
    <message>
        <source>%1: %2% chance of a ship</source>
        <extracomment>%1 names a cell (&quot;C4&quot;), %2 is the chance in percent, 0 to 100: place the sign as your language does</extracomment>
        <translation>%1&#xa0;: %2&#xa0;% de chances d’y trouver un navire</translation>
    </message>
    <message>
        <source>%1% chance of a ship</source>
        <extracomment>said of a cell after its name, while odds are shown; %1 is a percentage, 0 to 100</extracomment>
        <translation>%1&#xa0;% de chances d’y trouver un navire</translation>
    </message>
    <message>
        <source>the best chance</source>
        <translation>la probabilité la plus forte</translation>
    </message>
    <message>
        <source>%1, empty, next to a sunk ship</source>
        <extracomment>a cell proven to be water: ships may not touch, and a ship beside it was sunk</extracomment>
        <translation>%1, vide, à côté d’un navire coulé</translation>
    </message>
    <message>
        <source>chosen for the salvo, shot %1</source>
        <extracomment>said of a cell chosen for the salvo being aimed; %1 its number in the salvo</extracomment>
        <translation>choisie pour la salve, tir %1</translation>
    </message>
</context>
<context>
    <name>ChartSummary</name>
    <message>
        <source>No win by sinking the whole fleet yet.</source>
        <translation>Vous n’avez encore gagné aucune partie en coulant toute la flotte adverse.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n win(s): %1 shots at best, %2 at worst, most often %3 shots.</source>
        <extracomment>The chart of shots needed to win, said in words: %1 the fewest shots, %2 the most, %3 the commonest count or range (&quot;50–54&quot;)</extracomment>
        <translation>
            <numerusform>Sur %n&#xa0;victoire&#xa0;: au mieux %1&#xa0;tirs, au pire %2, le plus souvent %3&#xa0;tirs.</numerusform>
            <numerusform>Sur %n&#xa0;victoires&#xa0;: au mieux %1&#xa0;tirs, au pire %2, le plus souvent %3&#xa0;tirs.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Aucune partie pour l’instant.</translation>
    </message>
    <message>
        <source>Won %1, lost %2.</source>
        <extracomment>The chart of wins and losses, said in words: every game is drawn</extracomment>
        <translation>Victoires&#xa0;: %1, défaites&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Over the last %n game(s): won %1, lost %2. In all: won %3, lost %4.</source>
        <extracomment>The chart of wins and losses, said in words, when it draws only the latest games: %1 and %2 among them, %3 and %4 over every game</extracomment>
        <translation>
            <numerusform>Sur %n&#xa0;partie récente, victoires&#xa0;: %1, défaites&#xa0;: %2. Au total, victoires&#xa0;: %3, défaites&#xa0;: %4.</numerusform>
            <numerusform>Sur les %n&#xa0;dernières parties, victoires&#xa0;: %1, défaites&#xa0;: %2. Au total, victoires&#xa0;: %3, défaites&#xa0;: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>No reviewed games yet.</source>
        <translation>Aucune partie analysée pour l’instant.</translation>
    </message>
    <message>
        <source>Shot quality of the one reviewed game: %1.</source>
        <extracomment>The chart of shot quality (0 to 100) of a single reviewed game, said in words</extracomment>
        <translation>Qualité des tirs de la seule partie analysée&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Shot quality over the last %n reviewed game(s): from %1 to %2, best %3.</source>
        <extracomment>The chart of shot quality (0 to 100), said in words: from the first reviewed game&apos;s %1 to the last one&apos;s %2, the best %3</extracomment>
        <translation>
            <numerusform>Qualité des tirs sur %n&#xa0;partie analysée&#xa0;: de %1 à %2, au mieux %3.</numerusform>
            <numerusform>Qualité des tirs sur les %n&#xa0;dernières parties analysées&#xa0;: de %1 à %2, au mieux %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck in the last game: %1.</source>
        <extracomment>Luck: hits beyond what the odds predicted, &quot;+1.3&quot;</extracomment>
        <translation>Chance lors de la dernière partie&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>With hints: %n game(s).</source>
        <translation>
            <numerusform>Avec indices&#xa0;: %n&#xa0;partie.</numerusform>
            <numerusform>Avec indices&#xa0;: %n&#xa0;parties.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Écrivez un message…</translation>
    </message>
    <message>
        <source>Message to your opponent</source>
        <translation>Message à votre adversaire</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Messages de la discussion</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <extracomment>The chat&apos;s title: Alt+its letter goes to the message line. Not the letter of a menu title (Game, Settings, Help) nor of the game-over banner&apos;s buttons (Rematch, New game, Review this game)</extracomment>
        <translation>&amp;Discussion</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Show this help and quit.</source>
        <translation>Afficher cette aide et quitter.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Afficher la version et quitter.</translation>
    </message>
    <message>
        <source>Language of the game: %1.</source>
        <translation>Langue du jeu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Host a LAN game at once, on PORT if given after it (default: the last port used).</source>
        <translation>Héberger tout de suite une partie en réseau local, sur le port PORT s’il est indiqué ensuite (par défaut&#xa0;: le dernier port utilisé).</translation>
    </message>
    <message>
        <source>Play by these rules: %1.</source>
        <translation>Jouer avec ces règles&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Play against the computer at this level: %1.</source>
        <translation>Jouer contre l’ordinateur à ce niveau&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Sea Battle: Battleship against the computer or a friend on your network.</source>
        <translation>Bataille navale&#xa0;: affrontez l’ordinateur ou un ami sur votre réseau.</translation>
    </message>
    <message>
        <source>With --host: the port to listen on, from 1 to 65535.</source>
        <translation>Avec --host&#xa0;: le port d’écoute, de 1 à 65535.</translation>
    </message>
    <message>
        <source>seabattle: %1</source>
        <translation>seabattle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Try &apos;seabattle --help&apos; for the options.</source>
        <translation>Essayez «&#xa0;seabattle --help&#xa0;» pour voir les options.</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>option inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (en, fr, pt, it)</source>
        <translation>langue inconnue «&#xa0;%1&#xa0;» (en, fr, pt, it)</translation>
    </message>
    <message>
        <source>--rules takes %1, not &apos;%2&apos; (custom rules are chosen in the New game dialog)</source>
        <translation>--rules accepte %1, pas «&#xa0;%2&#xa0;» (les règles personnalisées se choisissent dans la fenêtre Nouvelle partie)</translation>
    </message>
    <message>
        <source>--opponent takes %1, not &apos;%2&apos;</source>
        <translation>--opponent accepte %1, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>give --host or --join, not both</source>
        <translation>indiquez --host ou --join, pas les deux</translation>
    </message>
    <message>
        <source>--opponent is for a game against the computer, not with --host or --join</source>
        <translation>--opponent sert à jouer contre l’ordinateur, pas avec --host ou --join</translation>
    </message>
    <message>
        <source>--rules cannot go with --join: the host chooses the rules</source>
        <translation>--rules ne peut pas accompagner --join&#xa0;: c’est l’hôte de la partie qui choisit les règles</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--host takes a port number from 1 to 65535</source>
        <translation>--host accepte un numéro de port de 1 à 65535</translation>
    </message>
    <message>
        <source>Join the LAN game at HOST at once, on PORT if given (default: %1).</source>
        <translation>Rejoindre tout de suite la partie en réseau local hébergée sur HOST, sur le port PORT s’il est indiqué (par défaut&#xa0;: %1).</translation>
    </message>
    <message>
        <source>--join needs HOST or HOST:PORT, such as 192.168.1.5 or 192.168.1.5:%1, not &apos;%2&apos;</source>
        <translation>--join attend HOST ou HOST:PORT, par exemple 192.168.1.5 ou 192.168.1.5:%1, pas «&#xa0;%2&#xa0;»</translation>
    </message>
</context>
<context>
    <name>DataFileWords</name>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the game is not allowed to write in %1</source>
        <translation>le jeu n’a pas le droit d’écrire dans %1</translation>
    </message>
    <message>
        <source>the system reported: %1</source>
        <translation>le système a signalé&#xa0;: %1</translation>
    </message>
    <message>
        <source>a link or something other than a plain file is in its place, and the game leaves it untouched</source>
        <translation>un lien ou autre chose qu’un simple fichier se trouve à sa place, et le jeu n’y touche pas</translation>
    </message>
</context>
<context>
    <name>FavouriteLayouts</name>
    <message>
        <source>The saved layouts in %1 could not be read.</source>
        <translation>Impossible de lire les dispositions enregistrées dans %1.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 was empty.</source>
        <translation>Le fichier de dispositions enregistrées %1 était vide.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 is too large to be one.</source>
        <translation>Le fichier %1 est trop volumineux pour être un fichier de dispositions enregistrées.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 is damaged.</source>
        <translation>Le fichier de dispositions enregistrées %1 est endommagé.</translation>
    </message>
    <message>
        <source>The file %1 does not hold saved layouts this game can read.</source>
        <translation>Le fichier %1 ne contient pas de dispositions enregistrées que ce jeu sait lire.</translation>
    </message>
    <message>
        <source>The saved layouts in %1 were written by a newer version of the game.</source>
        <translation>Les dispositions enregistrées dans %1 proviennent d’une version plus récente du jeu.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so no layout will be saved in this session.</source>
        <translation>Le fichier n’a pas pu être mis de côté&#xa0;: aucune disposition ne sera enregistrée pendant cette session.</translation>
    </message>
    <message>
        <source>It was kept as %1, and the list of saved layouts starts empty.</source>
        <translation>Le fichier a été conservé sous le nom %1, et la liste des dispositions enregistrées repart de zéro.</translation>
    </message>
    <message numerus="yes">
        <source>%n saved layout(s) could not be read. The file is kept as it is, so no layout will be saved in this session.</source>
        <translation>
            <numerusform>%n&#xa0;disposition enregistrée n’a pas pu être lue. Le fichier est conservé tel quel&#xa0;: aucune disposition ne sera enregistrée pendant cette session.</numerusform>
            <numerusform>%n&#xa0;dispositions enregistrées n’ont pas pu être lues. Le fichier est conservé tel quel&#xa0;: aucune disposition ne sera enregistrée pendant cette session.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved layout(s) could not be read; the file as it was is kept as %1.</source>
        <translation>
            <numerusform>%n&#xa0;disposition enregistrée n’a pas pu être lue&#xa0;; le fichier d’origine est conservé sous le nom %1.</numerusform>
            <numerusform>%n&#xa0;dispositions enregistrées n’ont pas pu être lues&#xa0;; le fichier d’origine est conservé sous le nom %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds what could not be read nor kept aside, so it is kept as it is.</source>
        <translation>%1 contient des données qui n’ont pu être ni lues ni mises de côté&#xa0;: il est donc conservé tel quel.</translation>
    </message>
    <message>
        <source>%1. The saved layouts in %2 are as they were.</source>
        <translation>%1. Les dispositions enregistrées dans %2 sont restées telles quelles.</translation>
    </message>
</context>
<context>
    <name>FleetEditor</name>
    <message>
        <source>Your fleet is ready.</source>
        <translation>Votre flotte est prête.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a ship held by the keyboard: its class, then its cell (&quot;Submarine, C3&quot;)</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1, %2 to %3, across</source>
        <extracomment>a ship held by the keyboard: its class, its first and last cells, lying from left to right</extracomment>
        <translation>%1, de %2 à %3, à l’horizontale</translation>
    </message>
    <message>
        <source>%1, %2 to %3, down</source>
        <extracomment>the same, lying from top to bottom</extracomment>
        <translation>%1, de %2 à %3, à la verticale</translation>
    </message>
    <message>
        <source>Placed: %1.</source>
        <translation>Navire placé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Drag a ship onto the board; drag it back here to take it off.</source>
        <extracomment>under the ships still to place, the first of three lines on how to place them</extracomment>
        <translation>Faites glisser un navire sur la grille&#xa0;; ramenez-le ici pour le retirer.</translation>
    </message>
    <message>
        <source>Turn the ship you hold: R, right-click or the mouse wheel. Double-click a placed ship to turn it.</source>
        <translation>Faire pivoter le navire saisi&#xa0;: R, clic droit ou molette de la souris. Double-cliquez sur un navire placé pour le faire pivoter.</translation>
    </message>
    <message>
        <source>Keyboard: N takes the next ship, arrow keys move it, Enter puts it down, Delete takes it off.</source>
        <translation>Clavier&#xa0;: N prend le navire suivant, les flèches le déplacent, Entrée le place, Suppr le retire.</translation>
    </message>
    <message>
        <source>Drag ships onto the board · R or right-click turns one · N, arrows and Enter: by keys</source>
        <extracomment>under the ships still to place, all a player needs at a glance (the R key, the N key); the whole of it is in the tooltip</extracomment>
        <translation>Faites glisser les navires sur la grille · R ou clic droit pour les faire pivoter · au clavier&#xa0;: N, flèches, Entrée</translation>
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
            <numerusform>%n&#xa0;tir reçu, dont %1&#xa0;au but (%2&#xa0;%)</numerusform>
            <numerusform>%n&#xa0;tirs reçus, dont %1&#xa0;au but (%2&#xa0;%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fired %n shot(s), %1 on target (%2%)</source>
        <translation>
            <numerusform>%n&#xa0;tir effectué, dont %1&#xa0;au but (%2&#xa0;%)</numerusform>
            <numerusform>%n&#xa0;tirs effectués, dont %1&#xa0;au but (%2&#xa0;%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameArchive</name>
    <message>
        <source>Your replays could not be read from %1.</source>
        <translation>Impossible de lire l’historique de vos parties (%1).</translation>
    </message>
    <message>
        <source>The file of your replays, %1, is damaged.</source>
        <translation>Le fichier de l’historique de vos parties, %1, est endommagé.</translation>
    </message>
    <message>
        <source>Your replays in %1 were saved by a newer version of Sea Battle.</source>
        <translation>L’historique de vos parties, dans %1, a été enregistré par une version plus récente de Bataille navale.</translation>
    </message>
    <message>
        <source>It was left as it is, and new games will not be kept until it is moved away.</source>
        <translation>Le fichier a été laissé tel quel&#xa0;: les nouvelles parties ne seront pas conservées tant qu’il n’aura pas été déplacé.</translation>
    </message>
    <message>
        <source>It was kept as %1, and the replays start afresh.</source>
        <translation>Le fichier a été conservé sous le nom %1, et l’historique repart de zéro.</translation>
    </message>
    <message>
        <source>Your replays could not be saved to %1: %2. The file keeps the replays saved before.</source>
        <translation>Impossible d’enregistrer l’historique de vos parties dans %1&#xa0;: %2. Le fichier garde les parties enregistrées auparavant.</translation>
    </message>
    <message>
        <source>Your replays could not be saved to %1: it is kept as it is until it is moved away.</source>
        <translation>Impossible d’enregistrer l’historique de vos parties dans %1&#xa0;: ce fichier restera tel quel tant qu’il n’aura pas été déplacé.</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) could not be read. The file is kept as it is, and new games will not be added to it until it is moved away.</source>
        <translation>
            <numerusform>%n&#xa0;partie de l’historique n’a pas pu être lue. Le fichier est conservé tel quel, et les nouvelles parties n’y seront pas ajoutées tant qu’il n’aura pas été déplacé.</numerusform>
            <numerusform>%n&#xa0;parties de l’historique n’ont pas pu être lues. Le fichier est conservé tel quel, et les nouvelles parties n’y seront pas ajoutées tant qu’il n’aura pas été déplacé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) could not be read; the file as it was is kept as %1.</source>
        <translation>
            <numerusform>%n&#xa0;partie de l’historique n’a pas pu être lue&#xa0;; le fichier d’origine est conservé sous le nom %1.</numerusform>
            <numerusform>%n&#xa0;parties de l’historique n’ont pas pu être lues&#xa0;; le fichier d’origine est conservé sous le nom %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameChoice</name>
    <message>
        <source>%1 · watching two computers (%2)</source>
        <translation>%1 · ordinateur contre ordinateur (%2)</translation>
    </message>
    <message>
        <source>%1 · against the computer (%2)</source>
        <translation>%1 · contre l’ordinateur (%2)</translation>
    </message>
    <message>
        <source>Against the computer (%1), left on %2</source>
        <translation>Contre l’ordinateur (%1), interrompue le %2</translation>
    </message>
    <message>
        <source>Against the computer (%1), left today at %2</source>
        <translation>Contre l’ordinateur (%1), interrompue aujourd’hui à %2</translation>
    </message>
    <message>
        <source>Against the computer (%1), left yesterday at %2</source>
        <translation>Contre l’ordinateur (%1), interrompue hier à %2</translation>
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
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Give up this game? It counts as a loss.</source>
        <translation>Abandonner cette partie&#xa0;? Elle comptera comme une défaite.</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Vos fichiers</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <source>Victory!</source>
        <translation>Victoire&#xa0;!</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>Play again with the same rules and opponent</source>
        <translation>Rejouer avec les mêmes règles et le même adversaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n shot(s), %2, accuracy %3%, in %4.</source>
        <translation>
            <numerusform>%1 %n&#xa0;tir, %2, précision de %3&#xa0;%, en %4.</numerusform>
            <numerusform>%1 %n&#xa0;tirs, %2, précision de %3&#xa0;%, en %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on target</source>
        <translation>
            <numerusform>%n&#xa0;au but</numerusform>
            <numerusform>%n&#xa0;au but</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer 1 won</source>
        <translation>L’ordinateur 1 a gagné</translation>
    </message>
    <message>
        <source>Computer 2 won</source>
        <translation>L’ordinateur 2 a gagné</translation>
    </message>
    <message>
        <source>Reviewing your shots… %1%</source>
        <extracomment>While a finished game&apos;s shots are rated; %1 is the part done in percent, 0 to 100</extracomment>
        <translation>Analyse de vos tirs… %1&#xa0;%</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>Ana&amp;lyser cette partie</translation>
    </message>
    <message>
        <source>See each of your shots rated against the best one you could have fired</source>
        <translation>Noter chacun de vos tirs par rapport au meilleur tir possible</translation>
    </message>
    <message>
        <source>Choose the opponent and the rules of the next game</source>
        <translation>Choisir l’adversaire et les règles de la prochaine partie</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <extracomment>The banner at the end of a game, as a screen reader names it; %1 is its headline (&quot;Victory!&quot;, &quot;Defeat&quot;, &quot;Computer 1 won&quot;)</extracomment>
        <translation>Partie terminée&#xa0;: %1</translation>
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
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show the odds of a ship on every cell (%1). A game with hints does not count for records.</source>
        <extracomment>%1 is the key that does the same (Ctrl+H)</extracomment>
        <translation>Afficher, case par case, la probabilité d’y trouver un navire (%1). Une partie jouée avec indices ne compte pas pour les records.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Ships may touch each other, but never overlap.</source>
        <translation>Les navires peuvent se toucher, mais jamais se chevaucher.</translation>
    </message>
    <message>
        <source>Ships may not share a side; they may touch by a corner.</source>
        <translation>Les navires ne peuvent pas avoir de côté commun&#xa0;; ils peuvent se toucher par un coin.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner: there is always at least one empty cell between two ships.</source>
        <translation>Les navires ne peuvent pas se toucher, même en diagonale&#xa0;: il y a toujours au moins une case vide entre deux navires.</translation>
    </message>
    <message>
        <source>After a hit or a sunk ship you shoot again, until you miss.</source>
        <translation>Celui qui touche ou coule un navire tire de nouveau, jusqu’à ce qu’il rate.</translation>
    </message>
    <message>
        <source>After every shot, hit or miss, the turn passes to your opponent.</source>
        <translation>Après chaque tir, touché ou raté, la main passe à l’adversaire.</translation>
    </message>
    <message>
        <source>When a ship sinks, the cells around it are marked as water: no ship can be there.</source>
        <translation>Quand un navire est coulé, les cases qui l’entourent sont marquées comme vides&#xa0;: aucun navire ne peut s’y trouver.</translation>
    </message>
    <message>
        <source>Sink the enemy fleet</source>
        <translation>Coulez la flotte ennemie</translation>
    </message>
    <message>
        <source>Each player has a 10 × 10 grid: columns A to J, rows 1 to 10. A cell is named by its column and its row, such as C7.</source>
        <translation>Chaque joueur a sa propre grille de 10&#xa0;×&#xa0;10. Les colonnes sont notées de A à J, les lignes de 1 à 10. Une case se désigne par la lettre de sa colonne suivie du numéro de sa ligne, par exemple C7.</translation>
    </message>
    <message numerus="yes">
        <source>The fleet (%n cells to hit)</source>
        <translation>
            <numerusform>La flotte (%n&#xa0;case à toucher)</numerusform>
            <numerusform>La flotte (%n&#xa0;cases à toucher)</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the battle both players place every ship in secret, horizontally or vertically, wholly inside the grid.</source>
        <translation>Avant la bataille, les deux joueurs placent secrètement tous leurs navires, horizontalement ou verticalement, entièrement à l’intérieur de leur grille.</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>La bataille</translation>
    </message>
    <message>
        <source>Players take turns to fire at one cell of the other&apos;s grid. The answer is Miss, Hit, or Sunk, naming the ship.</source>
        <translation>Les joueurs tirent à tour de rôle sur une case de la grille adverse. L’adversaire répond «&#xa0;Raté&#xa0;», «&#xa0;Touché&#xa0;» ou «&#xa0;Coulé&#xa0;» et, dans ce dernier cas, nomme le type de navire.</translation>
    </message>
    <message>
        <source>The first player to sink every ship of the other fleet wins.</source>
        <translation>Le premier joueur à couler tous les navires adverses gagne.</translation>
    </message>
    <message>
        <source>Rule violations</source>
        <translation>Infractions aux règles</translation>
    </message>
    <message>
        <source>A proven violation gives the win to the other player: a wrong number or size of ships, ships that touch when the rules forbid it, ships moved during the game, a skipped turn, or, over the network, a false answer to a shot. Against the computer the game makes them impossible.</source>
        <translation>Toute infraction prouvée donne la victoire à l’autre joueur&#xa0;: nombre ou taille de navires incorrects, navires qui se touchent alors que les règles l’interdisent, navires déplacés en cours de partie, tour sauté ou, en réseau, fausse réponse à un tir. Contre l’ordinateur, le jeu rend ces infractions impossibles.</translation>
    </message>
    <message>
        <source>House rule: the players may agree that a hit gives another shot (&quot;Shoot again after a hit&quot; in the new-game dialog).</source>
        <translation>Règle maison&#xa0;: les joueurs peuvent convenir qu’un touché donne un nouveau tir («&#xa0;Rejouer après un touché&#xa0;» dans la fenêtre de nouvelle partie).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n ship(s) of %2</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;navire de %2</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;navires de %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n&#xa0;case</numerusform>
            <numerusform>%n&#xa0;cases</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this game</source>
        <translation>Les règles de cette partie</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type the address your friend&apos;s game shows, or pick a game in the list.</source>
        <translation>Saisissez l’adresse affichée par le jeu de votre ami, ou choisissez une partie dans la liste.</translation>
    </message>
    <message>
        <source>Type the address before the port, such as 192.168.1.5:47300.</source>
        <translation>Saisissez l’adresse avant le port, par exemple 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after a colon: 192.168.1.5:47300.</source>
        <translation>Le port est un nombre de 1 à 65535, placé après un deux-points&#xa0;: 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>That is not an address: type it as your friend&apos;s game shows it, such as 192.168.1.5.</source>
        <translation>Ce n’est pas une adresse&#xa0;: saisissez-la telle que le jeu de votre ami l’affiche, par exemple 192.168.1.5.</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Rejoindre une partie en réseau local</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Parties sur votre réseau&#xa0;:</translation>
    </message>
    <message>
        <source>No game heard yet. Games hosted on your network appear here by themselves.</source>
        <translation>Aucune partie détectée pour l’instant. Les parties hébergées sur votre réseau apparaîtront ici automatiquement.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.5:47300</source>
        <translation>p. ex. 192.168.1.5:47300</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Parties sur votre réseau</translation>
    </message>
    <message>
        <source>Choosing a game types its address below.</source>
        <translation>Choisissez une partie pour remplir automatiquement l’adresse ci-dessous.</translation>
    </message>
    <message>
        <source>The address your friend&apos;s game shows, such as 192.168.1.5:47300.</source>
        <translation>L’adresse affichée par le jeu de votre ami, par exemple 192.168.1.5:47300.</translation>
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
        <translation>%1 a rejoint la partie.</translation>
    </message>
    <message>
        <source>%1 declined your rules.</source>
        <translation>%1 a refusé vos règles.</translation>
    </message>
    <message>
        <source>%1 declined your rules (they said: “%2”).</source>
        <translation>%1 a refusé vos règles (message&#xa0;: «&#xa0;%2&#xa0;»).</translation>
    </message>
    <message>
        <source>LAN game with %1</source>
        <translation>Partie en réseau local avec %1</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 est de retour.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>You may claim the win, or keep waiting for %1 to come back.</source>
        <translation>Vous pouvez réclamer la victoire ou attendre le retour de %1.</translation>
    </message>
    <message>
        <source>Waiting for %1 to come back…</source>
        <translation>En attente du retour de %1…</translation>
    </message>
    <message>
        <source>Waiting for %1 to place their fleet…</source>
        <translation>En attente de %1, qui place sa flotte…</translation>
    </message>
    <message>
        <source>Checking %1&apos;s fleet against their answers…</source>
        <translation>Comparaison de la flotte de %1 avec ses réponses…</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 demande une revanche.</translation>
    </message>
    <message>
        <source>Waiting for %1 to accept the rematch…</source>
        <translation>En attente de la réponse de %1 à votre demande de revanche…</translation>
    </message>
    <message>
        <source>%1 broke the rules: the win is yours.</source>
        <translation>%1 a enfreint les règles&#xa0;: la victoire est à vous.</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonyme</translation>
    </message>
    <message>
        <source>Too many lines at once: “%1” was not sent. Wait a moment and send it again.</source>
        <translation>Trop de lignes à la fois&#xa0;: «&#xa0;%1&#xa0;» n’a pas été envoyé. Attendez un instant et renvoyez-le.</translation>
    </message>
    <message>
        <source>%1 has not played for several minutes. You may claim the win, or keep waiting.</source>
        <translation>%1 n’a pas joué depuis plusieurs minutes. Vous pouvez réclamer la victoire ou continuer d’attendre.</translation>
    </message>
</context>
<context>
    <name>LanStart</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Héberger une partie en réseau local</translation>
    </message>
    <message>
        <source>Hosting on port %1</source>
        <translation>Partie hébergée sur le port %1</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source>Your opponent</source>
        <translation>Votre adversaire</translation>
    </message>
    <message>
        <source>The connection was closed; your game is kept.</source>
        <translation>La connexion a été fermée&#xa0;; votre partie est conservée.</translation>
    </message>
    <message>
        <source>Port %1 is already in use by another program. Choose another port.</source>
        <translation>Le port %1 est déjà utilisé par un autre programme. Choisissez un autre port.</translation>
    </message>
    <message>
        <source>This computer does not allow a game to listen on port %1. Choose a port from 1024 to 65535.</source>
        <translation>Cet ordinateur n’autorise pas le jeu à écouter sur le port %1. Choisissez un port entre 1024 et 65535.</translation>
    </message>
    <message>
        <source>Cannot wait for players on port %1: %2</source>
        <translation>Impossible d’attendre des joueurs sur le port %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot reach the game: %1. Check the address, and that your friend is hosting.</source>
        <translation>Impossible de joindre la partie&#xa0;: %1. Vérifiez l’adresse et assurez-vous que votre ami héberge bien une partie.</translation>
    </message>
    <message>
        <source>%1&apos;s game speaks protocol version %2; this one speaks version %3. You both need a compatible version of Sea Battle.</source>
        <translation>Le jeu de %1 utilise la version %2 du protocole&#xa0;; celui-ci utilise la version %3. Il vous faut à tous les deux une version compatible de Bataille navale.</translation>
    </message>
    <message>
        <source>That game already has a second player.</source>
        <translation>Cette partie a déjà un second joueur.</translation>
    </message>
    <message>
        <source>A player who is not part of this game tried to join it and was turned away.</source>
        <translation>Un joueur étranger à cette partie a tenté de la rejoindre et a été refusé.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent something that is not a valid message.</source>
        <translation>Le jeu de %1 a envoyé des données qui ne sont pas un message valide.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent too many messages at once.</source>
        <translation>Le jeu de %1 a envoyé trop de messages à la fois.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent a message the game did not expect (%2).</source>
        <translation>Le jeu de %1 a envoyé un message inattendu à ce stade de la partie (%2).</translation>
    </message>
    <message>
        <source>%1 fired out of turn.</source>
        <translation>%1 a tiré alors que ce n’était pas son tour.</translation>
    </message>
    <message>
        <source>%1 fired at a cell already fired at.</source>
        <translation>%1 a tiré sur une case déjà visée.</translation>
    </message>
    <message>
        <source>%1 offered rules that cannot be played.</source>
        <translation>%1 a proposé des règles injouables.</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 a quitté la partie.</translation>
    </message>
    <message>
        <source>%1 left the game (they said: “%2”).</source>
        <translation>%1 a quitté la partie (message&#xa0;: «&#xa0;%2&#xa0;»).</translation>
    </message>
    <message>
        <source>The fleet they revealed is not the one they committed to before the first shot.</source>
        <translation>La flotte dévoilée par votre adversaire n’est pas celle qui avait été scellée avant le premier tir.</translation>
    </message>
    <message>
        <source>What they revealed at the end is not a fleet of these rules.</source>
        <translation>Ce que votre adversaire a dévoilé à la fin n’est pas une flotte conforme à ces règles.</translation>
    </message>
    <message>
        <source>They did not reveal their fleet at the end, so their answers could not be checked.</source>
        <translation>Votre adversaire n’a pas dévoilé sa flotte à la fin&#xa0;: ses réponses n’ont donc pas pu être vérifiées.</translation>
    </message>
    <message>
        <source>%1 has not been heard from for a while: the connection seems lost.</source>
        <translation>%1 ne donne plus signe de vie depuis un moment&#xa0;: la connexion semble perdue.</translation>
    </message>
    <message>
        <source>%1 is no longer connected.</source>
        <translation>La connexion avec %1 a été perdue.</translation>
    </message>
    <message>
        <source>%1 fired a salvo of the wrong number of shots.</source>
        <translation>%1 a tiré une salve qui n’avait pas le bon nombre de tirs.</translation>
    </message>
    <message>
        <source>%1 fired twice at the same cell in one salvo.</source>
        <translation>%1 a tiré deux fois sur la même case dans une même salve.</translation>
    </message>
    <message>
        <source>%1 fired a salvo at a cell already fired at.</source>
        <translation>%1 a tiré une salve sur une case déjà visée.</translation>
    </message>
    <message>
        <source>%1 fired a salvo out of turn.</source>
        <translation>%1 a tiré une salve alors que ce n’était pas son tour.</translation>
    </message>
    <message>
        <source>%1 plays an older version of Sea Battle, which cannot play Salvo over the network; they were told so. Choose rules without Salvo to play with them, or ask them to update Sea Battle.</source>
        <translation>%1 utilise une ancienne version de Bataille navale, qui ne permet pas de jouer la Salve en réseau&#xa0;; un message le lui a signalé. Choisissez des règles sans Salve pour pouvoir jouer ensemble, ou demandez-lui de mettre à jour Bataille navale.</translation>
    </message>
</context>
<context>
    <name>LegendView</name>
    <message>
        <source>Not fired at</source>
        <translation>Pas encore visée</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Raté</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Touché</translation>
    </message>
    <message>
        <source>Sunk</source>
        <translation>Coulé</translation>
    </message>
    <message>
        <source>Empty (next to a sunk ship)</source>
        <translation>Vide (à côté d’un navire coulé)</translation>
    </message>
    <message>
        <source>Your ship</source>
        <translation>Votre navire</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Navire</translation>
    </message>
    <message>
        <source>Legend</source>
        <extracomment>the row of samples under the boards: what each mark on a cell means</extracomment>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Computer 1&apos;s last shot</source>
        <extracomment>the legend&apos;s name for the frame around the cell last fired at on the right-hand board (when watching two computers play, the shots of Computer 1)</extracomment>
        <translation>Dernier tir de l’ordinateur 1</translation>
    </message>
    <message>
        <source>Your last shot</source>
        <translation>Votre dernier tir</translation>
    </message>
    <message>
        <source>Computer 2&apos;s last shot</source>
        <extracomment>the legend&apos;s name for the frame around the cell last fired at on the left-hand board (when watching two computers play, the shots of Computer 2)</extracomment>
        <translation>Dernier tir de l’ordinateur 2</translation>
    </message>
    <message>
        <source>Enemy&apos;s last shot</source>
        <translation>Dernier tir de l’ennemi</translation>
    </message>
</context>
<context>
    <name>LoadLayoutDialog</name>
    <message>
        <source>Load a layout</source>
        <translation>Charger une disposition</translation>
    </message>
    <message>
        <source>Choose a saved layout to place on your board:</source>
        <translation>Choisissez une disposition enregistrée à placer sur votre grille&#xa0;:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Made for</source>
        <translation>Prévue pour</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Charger</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected layout</source>
        <translation>Supprimer la disposition sélectionnée</translation>
    </message>
    <message>
        <source>No layout is saved yet.</source>
        <translation>Aucune disposition n’est encore enregistrée.</translation>
    </message>
    <message>
        <source>“%1” fits the rules of this game.</source>
        <translation>«&#xa0;%1&#xa0;» convient aux règles de cette partie.</translation>
    </message>
    <message>
        <source>Delete a layout</source>
        <translation>Supprimer une disposition</translation>
    </message>
    <message>
        <source>Delete the layout “%1”?</source>
        <translation>Supprimer la disposition «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <source>Saved layouts</source>
        <translation>Dispositions enregistrées</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>Copied.</source>
        <translation>Adresses copiées.</translation>
    </message>
    <message>
        <source>&amp;Copy the addresses</source>
        <translation>&amp;Copier les adresses</translation>
    </message>
    <message>
        <source>&amp;Accept and place my fleet</source>
        <translation>A&amp;ccepter et placer ma flotte</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>Re&amp;fuser</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Addresses to give your friend</source>
        <translation>Adresses à donner à votre ami</translation>
    </message>
    <message>
        <source>Waiting for a friend to join</source>
        <translation>En attente d’un ami</translation>
    </message>
    <message>
        <source>Ask your friend to choose Game → Join a LAN game and to type one of these addresses (or to pick your game in the list):</source>
        <translation>Demandez à votre ami de choisir Partie → Rejoindre une partie en réseau local et de saisir l’une de ces adresses (ou de choisir votre partie dans la liste)&#xa0;:</translation>
    </message>
    <message>
        <source>This computer has no network address yet: your friend can join once it is connected.</source>
        <translation>Cet ordinateur n’a pas encore d’adresse réseau&#xa0;: votre ami pourra vous rejoindre dès que l’ordinateur sera connecté.</translation>
    </message>
    <message>
        <source>Joining %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>%1 offers a match</source>
        <translation>%1 vous propose une partie</translation>
    </message>
    <message>
        <source>Read the rules, then accept them to place your fleet, or decline.</source>
        <translation>Lisez les règles, puis acceptez-les pour placer votre flotte, ou refusez.</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 a rejoint la partie</translation>
    </message>
    <message>
        <source>Waiting for them to accept your rules…</source>
        <translation>En attente de l’accord de votre adversaire sur vos règles…</translation>
    </message>
</context>
<context>
    <name>Logbook</name>
    <message>
        <source>This game cannot be replayed: the other fleet was never shown. Its review is on the banner.</source>
        <translation>Cette partie ne peut pas être revue&#xa0;: la flotte adverse n’a jamais été dévoilée. Son analyse figure dans le bandeau de fin de partie.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sea Battle</source>
        <translation>Bataille navale</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Give up the game in progress</source>
        <translation>Abandonner la partie en cours</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>Computer&apos;s &amp;pace</source>
        <translation>&amp;Rythme de l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lent</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Host a LAN game…</source>
        <translation>&amp;Héberger une partie en réseau local…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: they join your game</source>
        <translation>Jouer contre un ami sur votre réseau local, qui rejoint votre partie</translation>
    </message>
    <message>
        <source>&amp;Join a LAN game…</source>
        <translation>&amp;Rejoindre une partie en réseau local…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: join their game</source>
        <translation>Jouer contre un ami sur votre réseau local en rejoignant sa partie</translation>
    </message>
    <message>
        <source>Re&amp;plays…</source>
        <translation>Re&amp;voir des parties…</translation>
    </message>
    <message>
        <source>Watch your finished games again, shot by shot</source>
        <translation>Revoir vos parties terminées, tir par tir</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Your wins, losses and shots against each opponent</source>
        <translation>Vos victoires, défaites et tirs contre chaque adversaire</translation>
    </message>
    <message>
        <source>Waiting for a player</source>
        <translation>En attente d’un joueur</translation>
    </message>
    <message>
        <source>Place your fleet</source>
        <translation>Placez votre flotte</translation>
    </message>
    <message>
        <source>S&amp;ound effects</source>
        <translation>&amp;Effets sonores</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Volume sonore</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>&amp;About Sea Battle</source>
        <translation>À &amp;propos de Bataille navale</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Hints against the computer</source>
        <translation>&amp;Indices contre l’ordinateur</translation>
    </message>
    <message>
        <source>A Hint button shows the odds of a ship on every cell. A game with hints does not count for records.</source>
        <translation>Un bouton Indice affiche, case par case, la probabilité d’y trouver un navire. Une partie jouée avec indices ne compte pas pour les records.</translation>
    </message>
    <message>
        <source>More tools</source>
        <extracomment>The button at the end of the tool bar that shows the tools a narrow window hides</extracomment>
        <translation>Plus d’outils</translation>
    </message>
    <message>
        <source>&amp;Read aloud</source>
        <translation>&amp;Lecture à voix haute</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>The fleet needs at least one ship.</source>
        <translation>La flotte doit compter au moins un navire.</translation>
    </message>
    <message>
        <source>%1: a ship is 1 to 6 cells long.</source>
        <translation>%1&#xa0;: un navire mesure de 1 à 6&#xa0;cases.</translation>
    </message>
    <message>
        <source>%1: 0 to 9 ships of a kind.</source>
        <translation>%1&#xa0;: de 0 à 9&#xa0;navires par type.</translation>
    </message>
    <message>
        <source>Every kind of ship needs a name.</source>
        <translation>Chaque type de navire doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two kinds of ship are called %1.</source>
        <translation>Deux types de navire s’appellent «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Marking the cells around sunk ships needs ships that may not touch.</source>
        <translation>Pour marquer les cases autour des navires coulés, les navires ne doivent pas pouvoir se toucher.</translation>
    </message>
    <message>
        <source>Salvo and “Shoot again after a hit” cannot be combined: a salvo already fires one shot per ship afloat.</source>
        <translation>Impossible de combiner la Salve et «&#xa0;Rejouer après un touché&#xa0;»&#xa0;: une salve compte déjà un tir par navire à flot.</translation>
    </message>
    <message>
        <source>This fleet does not fit on the grid.</source>
        <translation>Cette flotte ne tient pas dans la grille.</translation>
    </message>
    <message>
        <source>This fleet is too crowded: no room was found for it on the grid.</source>
        <translation>Cette flotte est trop nombreuse&#xa0;: impossible de la disposer sur la grille.</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Navire %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Ad&amp;versaire&#xa0;:</translation>
    </message>
    <message>
        <source>Watch: computer against computer</source>
        <translation>Regarder&#xa0;: ordinateur contre ordinateur</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Shoot again after a hit</source>
        <translation>Re&amp;jouer après un touché</translation>
    </message>
    <message>
        <source>&amp;Mark the cells around sunk ships</source>
        <translation>&amp;Marquer les cases autour des navires coulés</translation>
    </message>
    <message>
        <source>Ships may &amp;touch:</source>
        <translation>Les navires peuvent se &amp;toucher&#xa0;:</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>By the corners only</source>
        <translation>Par les coins seulement</translation>
    </message>
    <message>
        <source>No, not even by a corner</source>
        <translation>Non, même pas par un coin</translation>
    </message>
    <message>
        <source>&amp;First shot:</source>
        <translation>&amp;Qui commence&#xa0;:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Votre adversaire</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Tirage au sort</translation>
    </message>
    <message>
        <source>The loser of the last game</source>
        <translation>Le perdant de la dernière partie</translation>
    </message>
    <message>
        <source>F&amp;leet:</source>
        <translation>&amp;Flotte&#xa0;:</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Navire</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>&amp;Add a kind of ship</source>
        <translation>Ajouter un type de &amp;navire</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Héberger une partie en réseau local</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>P&amp;ort&#xa0;:</translation>
    </message>
    <message>
        <source>The port your friend&apos;s game connects to; 47300 unless another program uses it.</source>
        <translation>Le port auquel le jeu de votre ami se connecte&#xa0;; 47300, sauf si un autre programme l’utilise.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Héberger</translation>
    </message>
    <message numerus="yes">
        <source>At most %n ship(s) in a fleet.</source>
        <translation>
            <numerusform>Une flotte compte au plus %n&#xa0;navire.</numerusform>
            <numerusform>Une flotte compte au plus %n&#xa0;navires.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind %1: name</source>
        <extracomment>The name of a kind of ship in the Custom fleet&apos;s table; %1 is the row, from 1</extracomment>
        <translation>Type %1&#xa0;: nom</translation>
    </message>
    <message>
        <source>Kind %1: length</source>
        <extracomment>The length in cells of a kind of ship in the Custom fleet&apos;s table; %1 is the row, from 1</extracomment>
        <translation>Type %1&#xa0;: longueur</translation>
    </message>
    <message>
        <source>Kind %1: number of ships</source>
        <extracomment>How many ships of a kind the Custom fleet has; %1 is the row, from 1</extracomment>
        <translation>Type %1&#xa0;: nombre de navires</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Each kind of ship: its name, its length in cells and how many.</source>
        <translation>Chaque type de navire&#xa0;: son nom, sa longueur en cases et le nombre de navires.</translation>
    </message>
    <message>
        <source>Remove the selected kind of ship, or the last one</source>
        <translation>Supprimer le type de navire sélectionné, ou le dernier</translation>
    </message>
    <message>
        <source>Salvo: a shot for &amp;each ship afloat</source>
        <translation>Salve&#xa0;: un tir pour &amp;chaque navire à flot</translation>
    </message>
    <message>
        <source>Each turn, fire as many shots as you have ships afloat, all chosen before any is answered.</source>
        <translation>À chaque tour, vous tirez autant de fois que vous avez de navires à flot, en choisissant toutes les cases avant la moindre réponse.</translation>
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
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Amiral</translation>
    </message>
</context>
<context>
    <name>PlacementView</name>
    <message>
        <source>Place your fleet</source>
        <translation>Placez votre flotte</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>Au &amp;hasard</translation>
    </message>
    <message>
        <source>Place the ships still in the shipyard at random</source>
        <translation>Placer au hasard les navires encore au chantier naval</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>Tout ret&amp;irer</translation>
    </message>
    <message>
        <source>Take every ship off the board</source>
        <translation>Retirer tous les navires de la grille</translation>
    </message>
    <message>
        <source>Rea&amp;dy</source>
        <translation>Prê&amp;t</translation>
    </message>
    <message>
        <source>Start the battle with this fleet</source>
        <translation>Commencer la bataille avec cette flotte</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Enregistrer la disposition</translation>
    </message>
    <message numerus="yes">
        <source>Name of this layout (at most %n characters):</source>
        <translation>
            <numerusform>Nom de cette disposition (%n&#xa0;caractère au maximum)&#xa0;:</numerusform>
            <numerusform>Nom de cette disposition (%n&#xa0;caractères au maximum)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>A layout named “%1” already exists. Replace it?</source>
        <translation>Une disposition nommée «&#xa0;%1&#xa0;» existe déjà. La remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>Layout saved as “%1”.</source>
        <translation>Disposition enregistrée sous le nom «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Layout “%1” placed.</source>
        <translation>Disposition «&#xa0;%1&#xa0;» placée.</translation>
    </message>
    <message>
        <source>Sa&amp;ve layout…</source>
        <translation>&amp;Enregistrer la disposition…</translation>
    </message>
    <message>
        <source>Keep this fleet under a name, to place it again in a later game</source>
        <translation>Enregistrer cette disposition sous un nom, pour la réutiliser dans une prochaine partie</translation>
    </message>
    <message>
        <source>L&amp;oad layout…</source>
        <translation>&amp;Charger une disposition…</translation>
    </message>
    <message>
        <source>Place a fleet you saved earlier</source>
        <translation>Placer une disposition enregistrée auparavant</translation>
    </message>
    <message>
        <source>Your fleet and the shipyard</source>
        <extracomment>the board and shipyard where ships are placed, as a screen reader names it</extracomment>
        <translation>Votre flotte et le chantier naval</translation>
    </message>
    <message numerus="yes">
        <source>Place %n more ships</source>
        <translation>
            <numerusform>Placez encore %n&#xa0;navire</numerusform>
            <numerusform>Placez encore %n&#xa0;navires</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <source>this ship is not part of the fleet</source>
        <translation>ce navire ne fait pas partie de la flotte</translation>
    </message>
    <message>
        <source>outside the grid</source>
        <translation>hors de la grille</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n still to place</source>
        <translation>
            <numerusform>%1&#xa0;: encore %n&#xa0;à placer</numerusform>
            <numerusform>%1&#xa0;: encore %n&#xa0;à placer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) long instead of %1</source>
        <translation>
            <numerusform>%n&#xa0;case de long au lieu de %1</numerusform>
            <numerusform>%n&#xa0;cases de long au lieu de %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QualityChart</name>
    <message>
        <source>Shot quality and luck over time</source>
        <translation>Qualité des tirs et chance au fil du temps</translation>
    </message>
    <message>
        <source>Shot quality</source>
        <translation>Qualité des tirs</translation>
    </message>
    <message>
        <source>Luck</source>
        <extracomment>Luck: the hits a player made beyond what the odds of the chosen cells predicted.
----------
The luck axis: hits above (+) or below (−) what the odds predicted (keep it short).</extracomment>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Games with hints</source>
        <translation>Parties avec indices</translation>
    </message>
    <message>
        <source>Reviewed games</source>
        <translation>Parties analysées</translation>
    </message>
    <message>
        <source>Quality</source>
        <extracomment>The axis of shot quality, 0 to 100 (keep it short: the chart is small).</extracomment>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>No reviewed games yet: review a finished game to see how well you chose your shots.</source>
        <translation>Aucune partie analysée pour l’instant&#xa0;: analysez une partie terminée pour voir si vous avez bien choisi vos tirs.</translation>
    </message>
</context>
<context>
    <name>ReplayReview</name>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Carte de chaleur</translation>
    </message>
    <message>
        <source>The odds of a ship before the shot, on the board it was fired at (H)</source>
        <translation>La probabilité de trouver un navire sur chaque case avant le tir, sur la grille visée (H)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A player&apos;s review, then where the game turned for them: &quot;Shot quality 87, …. The game turned …&quot;</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>Player One&apos;s shots reviewed: &quot;You: Shot quality 87, 2 wasted shots, luck +2.6&quot;</extracomment>
        <translation>Vous&#xa0;: %1</translation>
    </message>
    <message>
        <source>The opponent: %1</source>
        <extracomment>The opponent&apos;s shots reviewed</extracomment>
        <translation>L’adversaire&#xa0;: %1</translation>
    </message>
    <message>
        <source>A %1 chance.</source>
        <extracomment>One shot of a salvo: its cell&apos;s chance, &quot;A 20% chance.&quot;</extracomment>
        <translation>%1 de chances.</translation>
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
        <translation>Cette partie ne peut pas être revue&#xa0;: son enregistrement enfreint les règles.</translation>
    </message>
    <message>
        <source>Choose a game to replay.</source>
        <translation>Choisissez une partie à revoir.</translation>
    </message>
    <message>
        <source>No shot was fired in this game.</source>
        <translation>Aucun tir dans cette partie.</translation>
    </message>
    <message>
        <source>The fleets are in place.</source>
        <translation>Les flottes sont en place.</translation>
    </message>
    <message>
        <source>You fired at %1: Miss.</source>
        <translation>Vous avez tiré en %1&#xa0;: Raté.</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Miss.</source>
        <translation>L’adversaire a tiré en %1&#xa0;: Raté.</translation>
    </message>
    <message>
        <source>You fired at %1: Hit!</source>
        <translation>Vous avez tiré en %1&#xa0;: Touché&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Hit!</source>
        <translation>L’adversaire a tiré en %1&#xa0;: Touché&#xa0;!</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>Votre flotte</translation>
    </message>
    <message>
        <source>The opponent&apos;s fleet</source>
        <translation>Flotte de l’adversaire</translation>
    </message>
    <message>
        <source>Shot %1 of %2</source>
        <translation>Tir %1 sur %2</translation>
    </message>
    <message>
        <source>You won: you sank the whole enemy fleet.</source>
        <translation>Vous avez gagné&#xa0;: vous avez coulé toute la flotte ennemie.</translation>
    </message>
    <message>
        <source>You lost: your whole fleet is sunk.</source>
        <translation>Vous avez perdu&#xa0;: toute votre flotte a été coulée.</translation>
    </message>
    <message>
        <source>You won: your opponent resigned.</source>
        <translation>Vous avez gagné&#xa0;: votre adversaire a abandonné.</translation>
    </message>
    <message>
        <source>You lost: you resigned.</source>
        <translation>Vous avez perdu&#xa0;: vous avez abandonné.</translation>
    </message>
    <message>
        <source>You won: your opponent broke a rule.</source>
        <translation>Vous avez gagné&#xa0;: votre adversaire a enfreint une règle.</translation>
    </message>
    <message>
        <source>You lost: a rule was broken.</source>
        <translation>Vous avez perdu&#xa0;: une règle n’a pas été respectée.</translation>
    </message>
    <message>
        <source>You won: your opponent left.</source>
        <translation>Vous avez gagné&#xa0;: votre adversaire est parti.</translation>
    </message>
    <message>
        <source>You lost: the connection was lost.</source>
        <translation>Vous avez perdu&#xa0;: la connexion a été perdue.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Before the first shot (Home)</source>
        <translation>Avant le premier tir (Début)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>One shot back (Left arrow)</source>
        <translation>Tir précédent (flèche gauche)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Stop playing (Space)</source>
        <translation>Arrêter la lecture (Espace)</translation>
    </message>
    <message>
        <source>Play the game shot by shot (Space)</source>
        <translation>Rejouer la partie tir par tir (Espace)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>One shot forward (Right arrow)</source>
        <translation>Tir suivant (flèche droite)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>After the last shot (End)</source>
        <translation>Après le dernier tir (Fin)</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>Seconds between shots</source>
        <translation>Secondes entre deux tirs</translation>
    </message>
    <message>
        <source>%1 s per shot</source>
        <translation>%1&#xa0;s par tir</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>The replay as a whole, which takes the keys that step through the game</extracomment>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Left and Right arrows: a shot back or forward. Home and End: the start and the end. Space: play or pause. H: the heat map, once reviewed.</source>
        <translation>Flèches gauche et droite&#xa0;: tir précédent ou suivant. Début et Fin&#xa0;: début et fin de la partie. Espace&#xa0;: lecture ou pause. H&#xa0;: carte de chaleur, une fois la partie analysée.</translation>
    </message>
    <message>
        <source>%1 Page Up and Page Down: a salvo back or forward.</source>
        <translation>%1 Pg Préc et Pg Suiv&#xa0;: salve précédente ou suivante.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>LAN</source>
        <translation>Réseau local</translation>
    </message>
    <message>
        <source>LAN: %1</source>
        <translation>Réseau local&#xa0;: %1</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <source>Unknown date</source>
        <translation>Date inconnue</translation>
    </message>
    <message>
        <source>%1, against %2: %3</source>
        <translation>%1, contre %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Revoir des parties</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>The column of the player&apos;s shot quality (0 to 100) in reviewed games</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Tirs</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message numerus="yes">
        <source>No game to replay yet. Every game you finish against the computer, or against a friend once both fleets are revealed, is kept here: the last %n game(s).</source>
        <translation>
            <numerusform>Aucune partie à revoir pour l’instant. Chaque partie que vous terminez contre l’ordinateur, ou contre un ami une fois les deux flottes dévoilées, est conservée ici&#xa0;: %n&#xa0;partie au maximum.</numerusform>
            <numerusform>Aucune partie à revoir pour l’instant. Les parties que vous terminez contre l’ordinateur, ou contre un ami une fois les deux flottes dévoilées, sont conservées ici&#xa0;: les %n&#xa0;dernières.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>How good each shot of this game was, and the odds before it</source>
        <translation>La note de chaque tir de cette partie et, avant chaque tir, la probabilité de trouver un navire sur chaque case</translation>
    </message>
    <message>
        <source>Review of this game</source>
        <extracomment>The bar of a game&apos;s review being worked out</extracomment>
        <translation>Analyse de cette partie</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Best shot</source>
        <translation>Meilleur tir</translation>
    </message>
    <message>
        <source>Good shot</source>
        <translation>Bon tir</translation>
    </message>
    <message>
        <source>Weak shot</source>
        <translation>Tir médiocre</translation>
    </message>
    <message>
        <source>Wasted shot</source>
        <extracomment>A shot at a cell the rules had already proved empty</extracomment>
        <translation>Tir inutile</translation>
    </message>
    <message>
        <source>Ships may not touch, so a cell beside a sunk ship is always empty.</source>
        <translation>Les navires ne peuvent pas se toucher&#xa0;: une case à côté d’un navire coulé est toujours vide.</translation>
    </message>
    <message>
        <source>Ships may not touch even at a corner, so a cell diagonal to a hit is always empty.</source>
        <translation>Les navires ne peuvent pas se toucher, même par un coin&#xa0;: une case en diagonale d’une case touchée est toujours vide.</translation>
    </message>
    <message>
        <source>Any ship here would touch the ship already hit beside it.</source>
        <translation>Un navire placé ici serait au contact du navire déjà touché à côté.</translation>
    </message>
    <message>
        <source>No ship still afloat fits in this gap.</source>
        <translation>Aucun navire encore à flot ne tient dans cet espace.</translation>
    </message>
    <message>
        <source>No fleet still possible puts a ship here.</source>
        <translation>Aucune disposition de la flotte encore possible ne met de navire sur cette case.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A chance as a percentage: %1 is the number (French puts a no-break space before the sign)</extracomment>
        <translation>%1&#xa0;%</translation>
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
        <translation>aucun tir inutile</translation>
    </message>
    <message numerus="yes">
        <source>%n wasted shot(s)</source>
        <translation>
            <numerusform>%n&#xa0;tir inutile</numerusform>
            <numerusform>%n&#xa0;tirs inutiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Shot quality %1, %2, luck %3</source>
        <extracomment>%1 is the shot quality (0 to 100), %2 the wasted shots, %3 the luck (&quot;+2.6&quot;)</extracomment>
        <translation>Qualité des tirs %1, %2, chance %3</translation>
    </message>
    <message numerus="yes">
        <source>The game turned at shots %1–%2: %n weak shot(s) in a row.</source>
        <extracomment>%1 and %2 are the replay&apos;s numbers of the first and last shot of the run</extracomment>
        <translation>
            <numerusform>La partie a basculé aux tirs %1–%2&#xa0;: %n&#xa0;tir médiocre d’affilée.</numerusform>
            <numerusform>La partie a basculé aux tirs %1–%2&#xa0;: %n&#xa0;tirs médiocres d’affilée.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>your shot</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: a %2 chance, the best on the board.</source>
        <comment>your shot</comment>
        <translation>%1&#xa0;: %2 de chances, la probabilité la plus forte de la grille.</translation>
    </message>
    <message>
        <source>%1: a %2 chance, the best on the board.</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1&#xa0;: %2 de chances, la probabilité la plus forte de la grille.</translation>
    </message>
    <message>
        <source>%1: a %2 chance; the best was %3 at %4.</source>
        <comment>your shot</comment>
        <translation>%1&#xa0;: %2 de chances&#xa0;; le meilleur choix était %4 (%3).</translation>
    </message>
    <message>
        <source>%1: a %2 chance; the best was %3 at %4.</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1&#xa0;: %2 de chances&#xa0;; le meilleur choix était %4 (%3).</translation>
    </message>
    <message>
        <source>Shot quality (%1 of 100): how likely the cells you chose were to hold a ship, against the likeliest cell at that moment; 100 means always the likeliest.</source>
        <extracomment>The review&apos;s tooltip, first line; %1 is the shot quality, 0 to 100</extracomment>
        <translation>Qualité des tirs (%1 sur 100)&#xa0;: les chances qu’avaient les cases choisies de cacher un navire, comparées à celles de la case la plus probable à ce moment-là&#xa0;; à 100, vous avez toujours visé la plus probable.</translation>
    </message>
    <message>
        <source>Wasted shots (%1): shots at cells the rules had already proved empty.</source>
        <extracomment>The review&apos;s tooltip, second line; %1 is the number of wasted shots</extracomment>
        <translation>Tirs inutiles (%1)&#xa0;: tirs sur des cases qui, d’après les règles, étaient forcément vides.</translation>
    </message>
    <message>
        <source>Luck (%1): your hits minus the hits the chances of your cells promised; above zero, more hits than the odds gave.</source>
        <extracomment>The review&apos;s tooltip, third line; %1 is the luck, signed (&quot;+2.6&quot;, &quot;−1.3&quot;)</extracomment>
        <translation>Chance (%1)&#xa0;: vos touchés, moins ceux que promettaient les probabilités des cases visées&#xa0;; au-dessus de zéro, vous avez obtenu plus de touchés que prévu.</translation>
    </message>
    <message>
        <source>Nearly every shot went where a ship was most likely to be.</source>
        <translation>Presque tous vos tirs ont visé les cases les plus susceptibles de cacher un navire.</translation>
    </message>
    <message>
        <source>Most of your shots went where a ship was likely to be.</source>
        <translation>La plupart de vos tirs ont visé des cases susceptibles de cacher un navire.</translation>
    </message>
    <message>
        <source>Many of your shots went to cells less likely than the best.</source>
        <translation>Beaucoup de vos tirs ont visé des cases moins prometteuses que la meilleure.</translation>
    </message>
    <message>
        <source>Many of your shots went where a ship was unlikely to be.</source>
        <translation>Beaucoup de vos tirs ont visé des cases où un navire avait peu de chances de se trouver.</translation>
    </message>
    <message>
        <source>Luck gave you %1 hits more than the odds promised.</source>
        <extracomment>After the aim&apos;s sentence: %1 is a number of hits with one decimal (&quot;2.6&quot;)</extracomment>
        <translation>La chance vous a souri&#xa0;: vos touchés dépassent de %1 ce que promettaient les probabilités.</translation>
    </message>
    <message>
        <source>Luck gave you %1 hits fewer than the odds promised.</source>
        <extracomment>After the aim&apos;s sentence: %1 is a number of hits with one decimal (&quot;1.3&quot;)</extracomment>
        <translation>La chance ne vous a pas souri&#xa0;: vos touchés sont inférieurs de %1 à ce que promettaient les probabilités.</translation>
    </message>
    <message>
        <source>Salvo judged “%1”: %2 hits expected; the best cells, %3.</source>
        <extracomment>A salvo reviewed: %1 the verdict&apos;s name (“Good shot”), %2 the hits its cells could expect, %3 those of the best cells</extracomment>
        <translation>Salve jugée «&#xa0;%1&#xa0;»&#xa0;: touchés attendus, %2&#xa0;; avec les meilleures cases, %3.</translation>
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
        <translation>Classique</translation>
    </message>
    <message>
        <source>Hasbro</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Hasbro</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Personnalisées</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n cells)</source>
        <translation>
            <numerusform>%1&#xa0;×&#xa0;%2 (%n&#xa0;case)</numerusform>
            <numerusform>%1&#xa0;×&#xa0;%2 (%n&#xa0;cases)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleet: %1</source>
        <translation>Flotte&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ships may touch.</source>
        <translation>Les navires peuvent se toucher.</translation>
    </message>
    <message>
        <source>Ships may touch by the corners only.</source>
        <translation>Les navires peuvent se toucher par les coins seulement.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner.</source>
        <translation>Les navires ne peuvent pas se toucher, même par un coin.</translation>
    </message>
    <message>
        <source>A hit gives another shot.</source>
        <translation>Un touché donne un nouveau tir.</translation>
    </message>
    <message>
        <source>The turn passes after every shot.</source>
        <translation>La main passe après chaque tir.</translation>
    </message>
    <message>
        <source>The cells around a sunk ship are marked.</source>
        <translation>Les cases autour d’un navire coulé sont marquées.</translation>
    </message>
    <message>
        <source>You fire first.</source>
        <translation>Vous tirez en premier.</translation>
    </message>
    <message>
        <source>Your opponent fires first.</source>
        <translation>Votre adversaire tire en premier.</translation>
    </message>
    <message>
        <source>6 ships from 5 to 1 cells, no touching, the turn passes after a shot</source>
        <translation>6&#xa0;navires de 1 à 5&#xa0;cases, sans contact, la main passe après chaque tir</translation>
    </message>
    <message>
        <source>10 ships from 4 to 1 cells, no touching, shoot again after a hit</source>
        <translation>10&#xa0;navires de 1 à 4&#xa0;cases, sans contact, on rejoue après un touché</translation>
    </message>
    <message>
        <source>5 ships from 5 to 2 cells, ships may touch, the turn passes after a shot</source>
        <translation>5&#xa0;navires de 2 à 5&#xa0;cases, contact autorisé, la main passe après chaque tir</translation>
    </message>
    <message>
        <source>Your own fleet and rules</source>
        <translation>Votre flotte et vos règles</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Règles classiques</translation>
    </message>
    <message>
        <source>Hasbro rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Règles Hasbro</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Règles personnalisées</translation>
    </message>
    <message>
        <source>%1 · 6 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Standard rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 6&#xa0;navires</translation>
    </message>
    <message>
        <source>%1 · 10 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Classic rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 10&#xa0;navires</translation>
    </message>
    <message>
        <source>%1 · 5 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Hasbro rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 5&#xa0;navires</translation>
    </message>
    <message>
        <source>%1 with Salvo</source>
        <extracomment>%1 the rules as a title (&quot;Classic rules&quot;)</extracomment>
        <translation>%1 avec Salve</translation>
    </message>
    <message>
        <source>%1 · Salvo</source>
        <extracomment>under the welcome page&apos;s Play: %1 the rules and the fleet (&quot;Standard rules · 6 ships&quot;)</extracomment>
        <translation>%1 · Salve</translation>
    </message>
    <message>
        <source>Salvo: each turn, one shot for each ship afloat, all fired together.</source>
        <translation>Salve&#xa0;: à chaque tour, un tir par navire à flot, tous lancés ensemble.</translation>
    </message>
</context>
<context>
    <name>RunningGame</name>
    <message>
        <source>Sea Battle is already running (process %1) with your games in %2: its window was brought to the front. Only one Sea Battle at a time keeps your games, so this one closes.</source>
        <translation>Bataille navale est déjà ouverte (processus %1) avec vos parties dans %2&#xa0;: sa fenêtre a été mise au premier plan. Une seule instance de Bataille navale à la fois peut conserver vos parties&#xa0;: celle-ci va donc se fermer.</translation>
    </message>
    <message>
        <source>Sea Battle is already running (process %1 on %2) with your games in %3, and it did not answer. Only one Sea Battle at a time keeps your games: close the other one first.</source>
        <translation>Bataille navale est déjà ouverte (processus %1 sur %2) avec vos parties dans %3, mais elle n’a pas répondu. Une seule instance de Bataille navale à la fois peut conserver vos parties&#xa0;: fermez d’abord l’autre.</translation>
    </message>
    <message>
        <source>Your games folder %1 could not be locked (%2): do not start a second Sea Battle while this one runs, or they will overwrite each other&apos;s games.</source>
        <translation>Le dossier de vos parties, %1, n’a pas pu être verrouillé (%2)&#xa0;: ne lancez pas une deuxième instance de Bataille navale tant que celle-ci est ouverte, sinon elles écraseront mutuellement leurs parties.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
</context>
<context>
    <name>SalvoSteps</name>
    <message>
        <source>Before the first of %1 salvos</source>
        <extracomment>A Salvo game&apos;s replay before its first shot: &quot;Before the first of 14 salvos&quot;</extracomment>
        <translation>Avant la salve 1 sur %1</translation>
    </message>
    <message>
        <source>Salvo %1 of %2, shot %3 of %4</source>
        <extracomment>Where a Salvo game&apos;s replay stands: &quot;Salvo 3 of 14, shot 2 of 4&quot;</extracomment>
        <translation>Salve %1 sur %2, tir %3 sur %4</translation>
    </message>
    <message>
        <source>Previous salvo</source>
        <translation>Salve précédente</translation>
    </message>
    <message>
        <source>Back to the end of the salvo before (Page Up)</source>
        <translation>Jusqu’à la fin de la salve précédente (Pg Préc)</translation>
    </message>
    <message>
        <source>Next salvo</source>
        <translation>Salve suivante</translation>
    </message>
    <message>
        <source>On to the end of the next salvo (Page Down)</source>
        <translation>Jusqu’à la fin de la salve suivante (Pg Suiv)</translation>
    </message>
</context>
<context>
    <name>SaveSlot</name>
    <message>
        <source>the file cannot be opened</source>
        <translation>le fichier ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>the file is empty or damaged</source>
        <translation>le fichier est vide ou endommagé</translation>
    </message>
    <message>
        <source>the file is not a saved game</source>
        <translation>le fichier n’est pas une sauvegarde</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Sea Battle</source>
        <translation>elle provient d’une version plus récente de Bataille navale</translation>
    </message>
    <message>
        <source>its game does not follow the rules</source>
        <translation>la partie qu’il contient ne respecte pas les règles</translation>
    </message>
</context>
<context>
    <name>ShelfWords</name>
    <message numerus="yes">
        <source>This layout was made for a custom fleet of %n ships.</source>
        <translation>
            <numerusform>Cette disposition a été conçue pour une flotte personnalisée de %n&#xa0;navire.</numerusform>
            <numerusform>Cette disposition a été conçue pour une flotte personnalisée de %n&#xa0;navires.</numerusform>
        </translation>
    </message>
    <message>
        <source>This layout is damaged: it cannot be read.</source>
        <translation>Cette disposition est endommagée&#xa0;: elle ne peut pas être lue.</translation>
    </message>
    <message>
        <source>This layout is incomplete under these rules: %1.</source>
        <translation>Cette disposition est incomplète pour ces règles&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Give the layout a name.</source>
        <translation>Donnez un nom à la disposition.</translation>
    </message>
    <message numerus="yes">
        <source>A layout&apos;s name has at most %n characters.</source>
        <translation>
            <numerusform>Le nom d’une disposition compte au plus %n&#xa0;caractère.</numerusform>
            <numerusform>Le nom d’une disposition compte au plus %n&#xa0;caractères.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are already %n saved layouts: replace or delete one first.</source>
        <translation>
            <numerusform>Il y a déjà %n&#xa0;disposition enregistrée&#xa0;: remplacez-la ou supprimez-la d’abord.</numerusform>
            <numerusform>Il y a déjà %n&#xa0;dispositions enregistrées&#xa0;: remplacez-en ou supprimez-en une d’abord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a complete fleet that follows the rules can be saved.</source>
        <translation>Seule une flotte complète et conforme aux règles peut être enregistrée.</translation>
    </message>
    <message>
        <source>There is no layout named “%1”.</source>
        <translation>Aucune disposition ne s’appelle «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The layouts could not be saved: %1</source>
        <translation>Les dispositions n’ont pas pu être enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>This layout was made for the Standard fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Cette disposition a été conçue pour la flotte standard.</translation>
    </message>
    <message>
        <source>This layout was made for the Classic fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Cette disposition a été conçue pour la flotte classique.</translation>
    </message>
    <message>
        <source>This layout was made for the Hasbro fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Cette disposition a été conçue pour la flotte Hasbro.</translation>
    </message>
</context>
<context>
    <name>ShipClass</name>
    <message>
        <source>Carrier</source>
        <translation>Porte-avions</translation>
    </message>
    <message>
        <source>Battleship</source>
        <translation>Cuirassé</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Croiseur</translation>
    </message>
    <message>
        <source>Submarine</source>
        <translation>Sous-marin</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Destroyer</translation>
    </message>
    <message>
        <source>Patrol boat</source>
        <translation>Vedette</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <translation>Torpilleur</translation>
    </message>
    <message>
        <source>Carrier</source>
        <comment>inside a sentence</comment>
        <translation>porte-avions</translation>
    </message>
    <message>
        <source>Battleship</source>
        <comment>inside a sentence</comment>
        <translation>cuirassé</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <comment>inside a sentence</comment>
        <translation>croiseur</translation>
    </message>
    <message>
        <source>Submarine</source>
        <comment>inside a sentence</comment>
        <translation>sous-marin</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <comment>inside a sentence</comment>
        <translation>destroyer</translation>
    </message>
    <message>
        <source>Patrol boat</source>
        <comment>inside a sentence</comment>
        <translation>vedette</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <comment>inside a sentence</comment>
        <translation>torpilleur</translation>
    </message>
</context>
<context>
    <name>ShipSentence</name>
    <message>
        <source>%1, your %2</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, votre navire «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1, your Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, votre porte-avions</translation>
    </message>
    <message>
        <source>%1, your Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, votre cuirassé</translation>
    </message>
    <message>
        <source>%1, your Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, votre croiseur</translation>
    </message>
    <message>
        <source>%1, your Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, votre sous-marin</translation>
    </message>
    <message>
        <source>%1, your Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, votre destroyer</translation>
    </message>
    <message>
        <source>%1, your Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, votre vedette</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, votre torpilleur</translation>
    </message>
    <message>
        <source>%1, your %2, hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, votre navire «&#xa0;%2&#xa0;», touché</translation>
    </message>
    <message>
        <source>%1, your Carrier, hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, votre porte-avions, touché</translation>
    </message>
    <message>
        <source>%1, your Battleship, hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, votre cuirassé, touché</translation>
    </message>
    <message>
        <source>%1, your Cruiser, hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, votre croiseur, touché</translation>
    </message>
    <message>
        <source>%1, your Submarine, hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, votre sous-marin, touché</translation>
    </message>
    <message>
        <source>%1, your Destroyer, hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, votre destroyer, touché</translation>
    </message>
    <message>
        <source>%1, your Patrol boat, hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, votre vedette, touchée</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat, hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, votre torpilleur, touché</translation>
    </message>
    <message>
        <source>%1, your %2, sunk</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, votre navire «&#xa0;%2&#xa0;», coulé</translation>
    </message>
    <message>
        <source>%1, your Carrier, sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, votre porte-avions, coulé</translation>
    </message>
    <message>
        <source>%1, your Battleship, sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, votre cuirassé, coulé</translation>
    </message>
    <message>
        <source>%1, your Cruiser, sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, votre croiseur, coulé</translation>
    </message>
    <message>
        <source>%1, your Submarine, sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, votre sous-marin, coulé</translation>
    </message>
    <message>
        <source>%1, your Destroyer, sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, votre destroyer, coulé</translation>
    </message>
    <message>
        <source>%1, your Patrol boat, sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, votre vedette, coulée</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat, sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, votre torpilleur, coulé</translation>
    </message>
    <message>
        <source>%1, sunk, %2</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, navire «&#xa0;%2&#xa0;», coulé</translation>
    </message>
    <message>
        <source>%1, sunk, Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, porte-avions, coulé</translation>
    </message>
    <message>
        <source>%1, sunk, Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, cuirassé, coulé</translation>
    </message>
    <message>
        <source>%1, sunk, Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, croiseur, coulé</translation>
    </message>
    <message>
        <source>%1, sunk, Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sous-marin, coulé</translation>
    </message>
    <message>
        <source>%1, sunk, Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, destroyer, coulé</translation>
    </message>
    <message>
        <source>%1, sunk, Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, vedette, coulée</translation>
    </message>
    <message>
        <source>%1, sunk, Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, torpilleur, coulé</translation>
    </message>
    <message>
        <source>%1, %2, hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, navire «&#xa0;%2&#xa0;», touché</translation>
    </message>
    <message>
        <source>%1, Carrier, hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, porte-avions, touché</translation>
    </message>
    <message>
        <source>%1, Battleship, hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, cuirassé, touché</translation>
    </message>
    <message>
        <source>%1, Cruiser, hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, croiseur, touché</translation>
    </message>
    <message>
        <source>%1, Submarine, hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, sous-marin, touché</translation>
    </message>
    <message>
        <source>%1, Destroyer, hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, destroyer, touché</translation>
    </message>
    <message>
        <source>%1, Patrol boat, hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, vedette, touchée</translation>
    </message>
    <message>
        <source>%1, Torpedo boat, hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, torpilleur, touché</translation>
    </message>
    <message>
        <source>%1, %2, not hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, navire «&#xa0;%2&#xa0;», non touché</translation>
    </message>
    <message>
        <source>%1, Carrier, not hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, porte-avions, non touché</translation>
    </message>
    <message>
        <source>%1, Battleship, not hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, cuirassé, non touché</translation>
    </message>
    <message>
        <source>%1, Cruiser, not hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, croiseur, non touché</translation>
    </message>
    <message>
        <source>%1, Submarine, not hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, sous-marin, non touché</translation>
    </message>
    <message>
        <source>%1, Destroyer, not hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, destroyer, non touché</translation>
    </message>
    <message>
        <source>%1, Patrol boat, not hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, vedette, non touchée</translation>
    </message>
    <message>
        <source>%1, Torpedo boat, not hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, torpilleur, non touché</translation>
    </message>
    <message>
        <source>overlaps the %1</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>chevauche le navire «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>overlaps the Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>chevauche le porte-avions</translation>
    </message>
    <message>
        <source>overlaps the Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>chevauche le cuirassé</translation>
    </message>
    <message>
        <source>overlaps the Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>chevauche le croiseur</translation>
    </message>
    <message>
        <source>overlaps the Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>chevauche le sous-marin</translation>
    </message>
    <message>
        <source>overlaps the Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>chevauche le destroyer</translation>
    </message>
    <message>
        <source>overlaps the Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>chevauche la vedette</translation>
    </message>
    <message>
        <source>overlaps the Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>chevauche le torpilleur</translation>
    </message>
    <message>
        <source>touches the %2 at %1</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touche le navire «&#xa0;%2&#xa0;» en %1</translation>
    </message>
    <message>
        <source>touches the Carrier at %1</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touche le porte-avions en %1</translation>
    </message>
    <message>
        <source>touches the Battleship at %1</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touche le cuirassé en %1</translation>
    </message>
    <message>
        <source>touches the Cruiser at %1</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touche le croiseur en %1</translation>
    </message>
    <message>
        <source>touches the Submarine at %1</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touche le sous-marin en %1</translation>
    </message>
    <message>
        <source>touches the Destroyer at %1</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touche le destroyer en %1</translation>
    </message>
    <message>
        <source>touches the Patrol boat at %1</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touche la vedette en %1</translation>
    </message>
    <message>
        <source>touches the Torpedo boat at %1</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>touche le torpilleur en %1</translation>
    </message>
    <message>
        <source>touches the corner of the %2 at %1</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touche le navire «&#xa0;%2&#xa0;» par un coin en %1</translation>
    </message>
    <message>
        <source>touches the corner of the Carrier at %1</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touche le porte-avions par un coin en %1</translation>
    </message>
    <message>
        <source>touches the corner of the Battleship at %1</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touche le cuirassé par un coin en %1</translation>
    </message>
    <message>
        <source>touches the corner of the Cruiser at %1</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touche le croiseur par un coin en %1</translation>
    </message>
    <message>
        <source>touches the corner of the Submarine at %1</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touche le sous-marin par un coin en %1</translation>
    </message>
    <message>
        <source>touches the corner of the Destroyer at %1</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touche le destroyer par un coin en %1</translation>
    </message>
    <message>
        <source>touches the corner of the Patrol boat at %1</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touche la vedette par un coin en %1</translation>
    </message>
    <message>
        <source>touches the corner of the Torpedo boat at %1</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>touche le torpilleur par un coin en %1</translation>
    </message>
    <message>
        <source>The %2 cannot go there: %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Le navire «&#xa0;%2&#xa0;» ne peut pas aller là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Carrier cannot go there: %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Le porte-avions ne peut pas aller là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Battleship cannot go there: %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Le cuirassé ne peut pas aller là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Cruiser cannot go there: %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Le croiseur ne peut pas aller là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Submarine cannot go there: %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Le sous-marin ne peut pas aller là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Destroyer cannot go there: %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Le destroyer ne peut pas aller là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Patrol boat cannot go there: %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>La vedette ne peut pas aller là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Torpedo boat cannot go there: %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Le torpilleur ne peut pas aller là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the %2 %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition&#xa0;: le navire «&#xa0;%2&#xa0;» %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Carrier %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition&#xa0;: le porte-avions %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Battleship %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition&#xa0;: le cuirassé %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Cruiser %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition&#xa0;: le croiseur %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Submarine %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition&#xa0;: le sous-marin %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Destroyer %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition&#xa0;: le destroyer %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Patrol boat %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition&#xa0;: la vedette %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Torpedo boat %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition&#xa0;: le torpilleur %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the %2: %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition à cause du navire «&#xa0;%2&#xa0;»&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Carrier: %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition à cause du porte-avions&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Battleship: %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition à cause du cuirassé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Cruiser: %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition à cause du croiseur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Submarine: %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition à cause du sous-marin&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Destroyer: %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition à cause du destroyer&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Patrol boat: %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition à cause de la vedette&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Torpedo boat: %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Ces règles interdisent cette disposition à cause du torpilleur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Navire «&#xa0;%1&#xa0;» coulé</translation>
    </message>
    <message>
        <source>Carrier sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Porte-avions coulé</translation>
    </message>
    <message>
        <source>Battleship sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Cuirassé coulé</translation>
    </message>
    <message>
        <source>Cruiser sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Croiseur coulé</translation>
    </message>
    <message>
        <source>Submarine sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Sous-marin coulé</translation>
    </message>
    <message>
        <source>Destroyer sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Destroyer coulé</translation>
    </message>
    <message>
        <source>Patrol boat sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Vedette coulée</translation>
    </message>
    <message>
        <source>Torpedo boat sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Torpilleur coulé</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <comment>several ships of a class the player named: %1 is its name as typed</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Navires «&#xa0;%1&#xa0;» coulés</translation>
    </message>
    <message>
        <source>Carriers sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Porte-avions coulés</translation>
    </message>
    <message>
        <source>Battleships sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Cuirassés coulés</translation>
    </message>
    <message>
        <source>Cruisers sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Croiseurs coulés</translation>
    </message>
    <message>
        <source>Submarines sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Sous-marins coulés</translation>
    </message>
    <message>
        <source>Destroyers sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Destroyers coulés</translation>
    </message>
    <message>
        <source>Patrol boats sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Vedettes coulées</translation>
    </message>
    <message>
        <source>Torpedo boats sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Torpilleurs coulés</translation>
    </message>
    <message>
        <source>%1: Sunk: %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1&#xa0;: Coulé, le navire «&#xa0;%2&#xa0;»&#xa0;!</translation>
    </message>
    <message>
        <source>%1: Sunk: Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1&#xa0;: Coulé, le porte-avions&#xa0;!</translation>
    </message>
    <message>
        <source>%1: Sunk: Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1&#xa0;: Coulé, le cuirassé&#xa0;!</translation>
    </message>
    <message>
        <source>%1: Sunk: Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1&#xa0;: Coulé, le croiseur&#xa0;!</translation>
    </message>
    <message>
        <source>%1: Sunk: Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1&#xa0;: Coulé, le sous-marin&#xa0;!</translation>
    </message>
    <message>
        <source>%1: Sunk: Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1&#xa0;: Coulé, le destroyer&#xa0;!</translation>
    </message>
    <message>
        <source>%1: Sunk: Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1&#xa0;: Coulée, la vedette&#xa0;!</translation>
    </message>
    <message>
        <source>%1: Sunk: Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1&#xa0;: Coulé, le torpilleur&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulé, votre navire «&#xa0;%2&#xa0;»&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulé, votre porte-avions&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulé, votre cuirassé&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulé, votre croiseur&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulé, votre sous-marin&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulé, votre destroyer&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulée, votre vedette&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulé, votre torpilleur&#xa0;!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Vous avez tiré en %1&#xa0;: Coulé, le navire «&#xa0;%2&#xa0;»&#xa0;!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Vous avez tiré en %1&#xa0;: Coulé, le porte-avions&#xa0;!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Vous avez tiré en %1&#xa0;: Coulé, le cuirassé&#xa0;!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Vous avez tiré en %1&#xa0;: Coulé, le croiseur&#xa0;!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Vous avez tiré en %1&#xa0;: Coulé, le sous-marin&#xa0;!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Vous avez tiré en %1&#xa0;: Coulé, le destroyer&#xa0;!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Vous avez tiré en %1&#xa0;: Coulée, la vedette&#xa0;!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Vous avez tiré en %1&#xa0;: Coulé, le torpilleur&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’adversaire a tiré en %1&#xa0;: Coulé, votre navire «&#xa0;%2&#xa0;»&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’adversaire a tiré en %1&#xa0;: Coulé, votre porte-avions&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’adversaire a tiré en %1&#xa0;: Coulé, votre cuirassé&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’adversaire a tiré en %1&#xa0;: Coulé, votre croiseur&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’adversaire a tiré en %1&#xa0;: Coulé, votre sous-marin&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’adversaire a tiré en %1&#xa0;: Coulé, votre destroyer&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’adversaire a tiré en %1&#xa0;: Coulée, votre vedette&#xa0;!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’adversaire a tiré en %1&#xa0;: Coulé, votre torpilleur&#xa0;!</translation>
    </message>
    <message>
        <source>Their %1 was there.</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>En réalité, son navire «&#xa0;%1&#xa0;» s’y trouvait.</translation>
    </message>
    <message>
        <source>Their Carrier was there.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>En réalité, son porte-avions s’y trouvait.</translation>
    </message>
    <message>
        <source>Their Battleship was there.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>En réalité, son cuirassé s’y trouvait.</translation>
    </message>
    <message>
        <source>Their Cruiser was there.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>En réalité, son croiseur s’y trouvait.</translation>
    </message>
    <message>
        <source>Their Submarine was there.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>En réalité, son sous-marin s’y trouvait.</translation>
    </message>
    <message>
        <source>Their Destroyer was there.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>En réalité, son destroyer s’y trouvait.</translation>
    </message>
    <message>
        <source>Their Patrol boat was there.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>En réalité, sa vedette s’y trouvait.</translation>
    </message>
    <message>
        <source>Their Torpedo boat was there.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>En réalité, son torpilleur s’y trouvait.</translation>
    </message>
    <message>
        <source>They announced their %2 sunk at %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Votre adversaire a annoncé en %1 que son navire «&#xa0;%2&#xa0;» était coulé.</translation>
    </message>
    <message>
        <source>They announced their Carrier sunk at %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Votre adversaire a annoncé en %1 que son porte-avions était coulé.</translation>
    </message>
    <message>
        <source>They announced their Battleship sunk at %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Votre adversaire a annoncé en %1 que son cuirassé était coulé.</translation>
    </message>
    <message>
        <source>They announced their Cruiser sunk at %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Votre adversaire a annoncé en %1 que son croiseur était coulé.</translation>
    </message>
    <message>
        <source>They announced their Submarine sunk at %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Votre adversaire a annoncé en %1 que son sous-marin était coulé.</translation>
    </message>
    <message>
        <source>They announced their Destroyer sunk at %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Votre adversaire a annoncé en %1 que son destroyer était coulé.</translation>
    </message>
    <message>
        <source>They announced their Patrol boat sunk at %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Votre adversaire a annoncé en %1 que sa vedette était coulée.</translation>
    </message>
    <message>
        <source>They announced their Torpedo boat sunk at %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Votre adversaire a annoncé en %1 que son torpilleur était coulé.</translation>
    </message>
    <message>
        <source>That shot sank their %1.</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Ce tir a pourtant coulé son navire «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>That shot sank their Carrier.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Ce tir a pourtant coulé son porte-avions.</translation>
    </message>
    <message>
        <source>That shot sank their Battleship.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Ce tir a pourtant coulé son cuirassé.</translation>
    </message>
    <message>
        <source>That shot sank their Cruiser.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Ce tir a pourtant coulé son croiseur.</translation>
    </message>
    <message>
        <source>That shot sank their Submarine.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Ce tir a pourtant coulé son sous-marin.</translation>
    </message>
    <message>
        <source>That shot sank their Destroyer.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Ce tir a pourtant coulé son destroyer.</translation>
    </message>
    <message>
        <source>That shot sank their Patrol boat.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Ce tir a pourtant coulé sa vedette.</translation>
    </message>
    <message>
        <source>That shot sank their Torpedo boat.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Ce tir a pourtant coulé son torpilleur.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their %2 was already sunk.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: son navire «&#xa0;%2&#xa0;» était déjà coulé.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Carrier was already sunk.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: son porte-avions était déjà coulé.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Battleship was already sunk.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: son cuirassé était déjà coulé.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Cruiser was already sunk.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: son croiseur était déjà coulé.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Submarine was already sunk.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: son sous-marin était déjà coulé.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Destroyer was already sunk.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: son destroyer était déjà coulé.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Patrol boat was already sunk.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: sa vedette était déjà coulée.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Torpedo boat was already sunk.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: son torpilleur était déjà coulé.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their %2 are not cells you hit in one line.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases indiquées pour son navire «&#xa0;%2&#xa0;» ne forment pas une ligne de cases que vous avez touchées.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Carrier are not cells you hit in one line.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases indiquées pour son porte-avions ne forment pas une ligne de cases que vous avez touchées.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Battleship are not cells you hit in one line.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases indiquées pour son cuirassé ne forment pas une ligne de cases que vous avez touchées.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Cruiser are not cells you hit in one line.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases indiquées pour son croiseur ne forment pas une ligne de cases que vous avez touchées.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Submarine are not cells you hit in one line.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases indiquées pour son sous-marin ne forment pas une ligne de cases que vous avez touchées.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Destroyer are not cells you hit in one line.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases indiquées pour son destroyer ne forment pas une ligne de cases que vous avez touchées.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Patrol boat are not cells you hit in one line.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases indiquées pour sa vedette ne forment pas une ligne de cases que vous avez touchées.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Torpedo boat are not cells you hit in one line.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases indiquées pour son torpilleur ne forment pas une ligne de cases que vous avez touchées.</translation>
    </message>
    <message>
        <source>unknown ship</source>
        <extracomment>the name of a ship the game cannot tell (a damaged layout, a false answer), standing where a class the player named would: &quot;the ship «unknown ship»&quot;</extracomment>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 afloat</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Navire «&#xa0;%1&#xa0;» à flot</translation>
    </message>
    <message>
        <source>Carrier afloat</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Porte-avions à flot</translation>
    </message>
    <message>
        <source>Battleship afloat</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Cuirassé à flot</translation>
    </message>
    <message>
        <source>Cruiser afloat</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Croiseur à flot</translation>
    </message>
    <message>
        <source>Submarine afloat</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Sous-marin à flot</translation>
    </message>
    <message>
        <source>Destroyer afloat</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Destroyer à flot</translation>
    </message>
    <message>
        <source>Patrol boat afloat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Vedette à flot</translation>
    </message>
    <message>
        <source>Torpedo boat afloat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Torpilleur à flot</translation>
    </message>
    <message>
        <source>%1 hit, still afloat</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Navire «&#xa0;%1&#xa0;» touché, encore à flot</translation>
    </message>
    <message>
        <source>Carrier hit, still afloat</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Porte-avions touché, encore à flot</translation>
    </message>
    <message>
        <source>Battleship hit, still afloat</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Cuirassé touché, encore à flot</translation>
    </message>
    <message>
        <source>Cruiser hit, still afloat</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Croiseur touché, encore à flot</translation>
    </message>
    <message>
        <source>Submarine hit, still afloat</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Sous-marin touché, encore à flot</translation>
    </message>
    <message>
        <source>Destroyer hit, still afloat</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Destroyer touché, encore à flot</translation>
    </message>
    <message>
        <source>Patrol boat hit, still afloat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Vedette touchée, encore à flot</translation>
    </message>
    <message>
        <source>Torpedo boat hit, still afloat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Torpilleur touché, encore à flot</translation>
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
        <translation>Vos statistiques n’ont pas pu être lues&#xa0;: elles repartent de zéro.</translation>
    </message>
    <message>
        <source>Your statistics file is damaged, so your statistics start afresh.</source>
        <translation>Votre fichier de statistiques est endommagé&#xa0;: vos statistiques repartent de zéro.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Sea Battle, so they start afresh in this one.</source>
        <translation>Vos statistiques ont été enregistrées par une version plus récente de Bataille navale&#xa0;: elles repartent de zéro dans cette version-ci.</translation>
    </message>
    <message>
        <source>Your statistics were not saved: the old file %1 could not be read or moved, and it is not overwritten. Move it elsewhere to save your statistics again.</source>
        <translation>Vos statistiques n’ont pas été enregistrées&#xa0;: l’ancien fichier %1 n’a pu être ni lu ni déplacé, et il n’est pas écrasé. Déplacez-le ailleurs pour que vos statistiques soient de nouveau enregistrées.</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>L’ancien fichier a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>The old file could not be moved, so it was left as it is in %1; new statistics will not be saved over it.</source>
        <translation>L’ancien fichier n’a pas pu être déplacé&#xa0;: il a été laissé tel quel à l’emplacement %1, et les nouvelles statistiques ne l’écraseront pas.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in %1: %2. The file keeps the statistics saved before.</source>
        <translation>Vos statistiques n’ont pas pu être enregistrées dans %1&#xa0;: %2. Le fichier garde les statistiques enregistrées auparavant.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>LAN friends</source>
        <translation>Amis en réseau local</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Forget every game against every opponent and start your statistics afresh? This cannot be undone.</source>
        <translation>Oublier toutes les parties contre tous les adversaires et remettre vos statistiques à zéro&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Ad&amp;versaire&#xa0;:</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Tous les adversaires</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Victoires&#xa0;:</translation>
    </message>
    <message>
        <source>Losses:</source>
        <translation>Défaites&#xa0;:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Série de victoires en cours&#xa0;:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <translation>Meilleure série de victoires&#xa0;:</translation>
    </message>
    <message>
        <source>Average shots to win:</source>
        <translation>Nombre moyen de tirs pour gagner&#xa0;:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Meilleure partie&#xa0;:</translation>
    </message>
    <message>
        <source>Accuracy:</source>
        <translation>Précision&#xa0;:</translation>
    </message>
    <message>
        <source>Over the games won by sinking the whole fleet</source>
        <translation>Sur les parties gagnées en coulant toute la flotte</translation>
    </message>
    <message>
        <source>The fewest shots you needed to sink the whole fleet</source>
        <translation>Le plus petit nombre de tirs qu’il vous a fallu pour couler toute la flotte</translation>
    </message>
    <message>
        <source>Your shots that hit a ship, over every game</source>
        <translation>Vos tirs qui ont touché un navire, sur l’ensemble des parties</translation>
    </message>
    <message>
        <source>Shots needed to win</source>
        <translation>Tirs nécessaires pour gagner</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Tirs</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Wins and losses over time</source>
        <translation>Victoires et défaites au fil du temps</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <source>Forget every game and start afresh</source>
        <translation>Oublier toutes les parties et repartir de zéro</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s), on %1</source>
        <translation>
            <numerusform>%n&#xa0;tir, le %1</numerusform>
            <numerusform>%n&#xa0;tirs, le %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: place the sign as your language does</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>No games yet: your results appear here once you have finished a game.</source>
        <translation>Aucune partie pour l’instant&#xa0;: vos résultats apparaîtront ici dès que vous aurez terminé une partie.</translation>
    </message>
    <message>
        <source>No games against this opponent yet.</source>
        <translation>Aucune partie contre cet adversaire pour l’instant.</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games played, from %1 to %2</source>
        <translation>Parties jouées, du %1 au %2</translation>
    </message>
    <message>
        <source>Games with hints:</source>
        <translation>Parties avec indices&#xa0;:</translation>
    </message>
    <message>
        <source>Games you asked for a hint in: they count as games, but not for your best game, shots to win or streaks</source>
        <translation>Parties où vous avez demandé un indice&#xa0;: elles comptent dans le total des parties, mais pas pour la meilleure partie, le nombre de tirs pour gagner ni les séries</translation>
    </message>
    <message>
        <source>&amp;Turns:</source>
        <translation>Mode de &amp;tir&#xa0;:</translation>
    </message>
    <message>
        <source>One shot a turn</source>
        <extracomment>Statistics of the games where each turn is one shot (not Salvo)</extracomment>
        <translation>Un tir par tour</translation>
    </message>
    <message>
        <source>Salvo</source>
        <extracomment>Statistics of the games played under the Salvo rule</extracomment>
        <translation>Salve</translation>
    </message>
</context>
<context>
    <name>ViolationText</name>
    <message>
        <source>The fleet they revealed breaks the rules.</source>
        <translation>La flotte dévoilée par votre adversaire enfreint les règles.</translation>
    </message>
    <message>
        <source>The fleet they revealed breaks the rules: %1</source>
        <translation>La flotte dévoilée par votre adversaire enfreint les règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>They announced a hit at %1, but there was only water.</source>
        <translation>Votre adversaire a annoncé «&#xa0;Touché&#xa0;» en %1, mais il n’y avait que de l’eau.</translation>
    </message>
    <message>
        <source>They answered a shot you never fired.</source>
        <translation>Votre adversaire a répondu à un tir que vous n’avez jamais effectué.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: a sinking must name the ship, and only a sinking may.</source>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: seule l’annonce «&#xa0;Coulé&#xa0;» nomme un navire, et elle doit toujours le nommer.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the ship it names is not in the fleet.</source>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: le navire qu’elle nomme ne fait pas partie de la flotte.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells you have not fired at can no longer hold the ships still afloat.</source>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: les cases où vous n’avez pas encore tiré ne peuvent plus contenir les navires encore à flot.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: every cell of their fleet is hit, yet they did not announce every ship sunk.</source>
        <translation>La réponse de votre adversaire en %1 est impossible&#xa0;: toutes les cases de sa flotte sont touchées, sans que tous ses navires aient été annoncés coulés.</translation>
    </message>
    <message>
        <source>They answered Miss at %1.</source>
        <translation>Votre adversaire a répondu «&#xa0;Raté&#xa0;» en %1.</translation>
    </message>
    <message>
        <source>That ship was not sunk, or not where they said.</source>
        <translation>Ce navire n’était pas coulé, ou pas à cet endroit.</translation>
    </message>
    <message>
        <source>They answered Hit at %1.</source>
        <translation>Votre adversaire a répondu «&#xa0;Touché&#xa0;» en %1.</translation>
    </message>
</context>
<context>
    <name>WelcomeView</name>
    <message>
        <source>Fires at random, and often forgets a ship it has hit.</source>
        <translation>Tire au hasard et oublie souvent un navire qu’il a touché.</translation>
    </message>
    <message>
        <source>Searches in a pattern, then sinks what it hits.</source>
        <translation>Cherche avec méthode, puis coule ce qu’il touche.</translation>
    </message>
    <message>
        <source>Fires where your ships are most likely to be.</source>
        <translation>Tire là où vos navires ont le plus de chances de se trouver.</translation>
    </message>
    <message>
        <source>Hard&apos;s aim, an exact endgame, and a fleet hard to find.</source>
        <translation>Vise comme le niveau Difficile, joue les fins de partie sans faute et cache bien sa flotte.</translation>
    </message>
    <message>
        <source>Sea Battle</source>
        <translation>Bataille navale</translation>
    </message>
    <message>
        <source>Place your fleet, find theirs, sink it first.</source>
        <translation>Placez votre flotte, trouvez celle de l’adversaire et coulez-la avant lui.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Straight into battle with the last rules and opponent, your fleet placed at random</source>
        <translation>Droit au combat&#xa0;: mêmes règles et même adversaire que la dernière fois, flotte placée au hasard</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Go on with the game you left</source>
        <translation>Reprendre la partie interrompue</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Facile</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Moyen</translation>
    </message>
    <message>
        <source>&amp;Admiral</source>
        <translation>Amira&amp;l</translation>
    </message>
    <message>
        <source>&amp;Watch two computers</source>
        <translation>Regarder deux &amp;ordinateurs</translation>
    </message>
    <message>
        <source>Two computers play each other; you watch</source>
        <translation>Deux ordinateurs s’affrontent&#xa0;; vous regardez</translation>
    </message>
    <message>
        <source>All the &amp;rules…</source>
        <translation>&amp;Toutes les règles…</translation>
    </message>
    <message>
        <source>Choose the opponent, the rules and their options, or make your own fleet</source>
        <translation>Choisir l’adversaire, les règles et leurs options, ou composer votre flotte</translation>
    </message>
    <message>
        <source>Har&amp;d</source>
        <translation>&amp;Difficile</translation>
    </message>
    <message>
        <source>Opponent</source>
        <extracomment>The row of the four computers on the welcome page, for a screen reader</extracomment>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Place your &amp;fleet</source>
        <translation>Placer &amp;votre flotte</translation>
    </message>
    <message>
        <source>Place your own fleet, then play against the computer chosen above</source>
        <translation>Placer votre flotte vous-même, puis affronter l’ordinateur choisi ci-dessus</translation>
    </message>
    <message>
        <source>Play on the &amp;network…</source>
        <extracomment>Opens a menu: host a game, or join one, on the local network</extracomment>
        <translation>Jouer en ré&amp;seau…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: host a game, or join theirs</source>
        <translation>Jouer contre un ami sur votre réseau local&#xa0;: héberger une partie ou rejoindre la sienne</translation>
    </message>
</context>
</TS>
