<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BattleView</name>
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
        <source>%1: Sunk: %2!</source>
        <translation>%1&#xa0;: Coulé (%2)&#xa0;!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your %2!</source>
        <translation>L’ennemi a tiré en %1&#xa0;: Coulé (votre %2)&#xa0;!</translation>
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
        <translation>La bataille n’est pas en cours.</translation>
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
        <source>e.g. C7</source>
        <translation>p. ex. C7</translation>
    </message>
    <message>
        <source>Cell to fire at</source>
        <translation>Case où tirer</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tirer</translation>
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
        <translation>Tous les navires d’une flotte sont coulés.</translation>
    </message>
    <message>
        <source>You sank the whole enemy fleet.</source>
        <translation>Vous avez coulé toute la flotte ennemie.</translation>
    </message>
    <message>
        <source>Your whole fleet is sunk.</source>
        <translation>Toute votre flotte est coulée.</translation>
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
        <translation>&amp;Reprendre</translation>
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
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, ship</source>
        <translation>%1, navire</translation>
    </message>
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
        <source>%1, marked empty</source>
        <translation>%1, marquée comme vide</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a cell</source>
        <translation>Utilisez les flèches pour choisir une case</translation>
    </message>
</context>
<context>
    <name>FleetEditor</name>
    <message>
        <source>The %1 cannot go there: %2.</source>
        <translation>%1&#xa0;: placement impossible ici (%2).</translation>
    </message>
    <message>
        <source>Your fleet is ready.</source>
        <translation>Votre flotte est prête.</translation>
    </message>
    <message>
        <source>Drag the ships onto your board. Right-click, R or the wheel turns a ship; N picks one with the keyboard.</source>
        <translation>Faites glisser les navires sur votre grille. Le clic droit, R ou la molette font pivoter un navire&#xa0;; N en choisit un au clavier.</translation>
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
        <translation>%1&#xa0;: coulé</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) received, %1 on target (%2%)</source>
        <translation>
            <numerusform>%n tir reçu, dont %1 au but (%2&#xa0;%)</numerusform>
            <numerusform>%n tirs reçus, dont %1 au but (%2&#xa0;%)</numerusform>
        </translation>
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
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Règles classiques</translation>
    </message>
    <message>
        <source>Hasbro rules</source>
        <translation>Règles Hasbro</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Règles personnalisées</translation>
    </message>
    <message>
        <source>%1 · watching two computers (%2)</source>
        <translation>%1 · ordinateur contre ordinateur (%2)</translation>
    </message>
    <message>
        <source>%1 · against the computer (%2)</source>
        <translation>%1 · contre l’ordinateur (%2)</translation>
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
    <message numerus="yes">
        <source>%1 %n shot(s), %2 on target, accuracy %3%, in %4.</source>
        <translation>
            <numerusform>%1 %n tir, %2 touché, précision %3&#xa0;%, en %4.</numerusform>
            <numerusform>%1 %n tirs, %2 touché(s), précision %3&#xa0;%, en %4.</numerusform>
        </translation>
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
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 cells, %n ship(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n navire de longueur %2</numerusform>
            <numerusform>%1&#xa0;: %n navires de longueur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships may touch each other, but never overlap.</source>
        <translation>Les navires peuvent se toucher, mais jamais se chevaucher.</translation>
    </message>
    <message>
        <source>Ships may not share a side; they may touch by a corner.</source>
        <translation>Les navires ne doivent pas se toucher par un côté, seulement par un coin.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner: there is always at least one empty cell between two ships.</source>
        <translation>Les navires ne doivent pas se toucher, même en diagonale&#xa0;: il y a toujours au moins une case vide entre deux navires.</translation>
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
        <translation>Chaque joueur a sa propre grille de 10 × 10. Les colonnes sont notées de A à J, les lignes de 1 à 10. Une case se désigne par la lettre de sa colonne suivie du numéro de sa ligne, par exemple C7.</translation>
    </message>
    <message numerus="yes">
        <source>The fleet (%n cells to hit)</source>
        <translation>
            <numerusform>La flotte (%n case à toucher)</numerusform>
            <numerusform>La flotte (%n cases à toucher)</numerusform>
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
    <message numerus="yes">
        <source>Sink the enemy fleet before it sinks yours: %n ships, %1 cells to hit.</source>
        <translation>
            <numerusform>Coulez la flotte ennemie avant qu’elle ne coule la vôtre&#xa0;: %n navire, %1 cases à toucher.</numerusform>
            <numerusform>Coulez la flotte ennemie avant qu’elle ne coule la vôtre&#xa0;: %n navires, %1 cases à toucher.</numerusform>
        </translation>
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
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>The fleet needs at least one ship.</source>
        <translation>La flotte doit compter au moins un navire.</translation>
    </message>
    <message>
        <source>%1: a ship is 1 to 6 cells long.</source>
        <translation>%1&#xa0;: un navire mesure de 1 à 6 cases.</translation>
    </message>
    <message>
        <source>%1: 0 to 9 ships of a kind.</source>
        <translation>%1&#xa0;: de 0 à 9 navires par type.</translation>
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
        <source>At most %1 ships in a fleet.</source>
        <translation>Une flotte compte au plus %1 navires.</translation>
    </message>
    <message>
        <source>Marking the cells around sunk ships needs ships that may not touch.</source>
        <translation>Pour marquer les cases autour des navires coulés, les navires ne doivent pas pouvoir se toucher.</translation>
    </message>
    <message>
        <source>This fleet does not fit on the grid.</source>
        <translation>Cette flotte ne tient pas dans la grille.</translation>
    </message>
    <message>
        <source>This fleet is too crowded: no room was found for it on the grid.</source>
        <translation>Cette flotte est trop serrée&#xa0;: aucune disposition possible n’a été trouvée sur la grille.</translation>
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
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Hasbro</source>
        <translation>Hasbro</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisée</translation>
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
        <translation>&amp;Premier tir&#xa0;:</translation>
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
        <translation>Tiré au sort</translation>
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
        <translation>&amp;Tout retirer</translation>
    </message>
    <message>
        <source>Take every ship off the board</source>
        <translation>Retirer tous les navires de la grille</translation>
    </message>
    <message>
        <source>Rea&amp;dy</source>
        <translation>P&amp;rêt</translation>
    </message>
    <message>
        <source>Start the battle with this fleet</source>
        <translation>Commencer la bataille avec cette flotte</translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <source>an unknown ship</source>
        <translation>un navire inconnu</translation>
    </message>
    <message>
        <source>this ship is not part of the fleet</source>
        <translation>ce navire ne fait pas partie de la flotte</translation>
    </message>
    <message>
        <source>outside the grid</source>
        <translation>hors de la grille</translation>
    </message>
    <message>
        <source>%1 cells long instead of %2</source>
        <translation>%1 cases de long au lieu de %2</translation>
    </message>
    <message>
        <source>overlaps the %1</source>
        <translation>chevauche un autre navire (%1)</translation>
    </message>
    <message>
        <source>touches the corner of the %1 at %2</source>
        <translation>touche par un coin un autre navire (%1) en %2</translation>
    </message>
    <message>
        <source>touches the %1 at %2</source>
        <translation>touche un autre navire (%1) en %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n still to place</source>
        <translation>
            <numerusform>%1&#xa0;: encore %n à placer</numerusform>
            <numerusform>%1&#xa0;: encore %n à placer</numerusform>
        </translation>
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
        <translation>Vedette</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Battleship against the computer or a friend.</source>
        <translation>La bataille navale contre l’ordinateur ou un ami.</translation>
    </message>
    <message>
        <source>Language of the game: en, fr, pt or it.</source>
        <translation>Langue du jeu&#xa0;: en, fr, pt ou it.</translation>
    </message>
    <message>
        <source>seabattle: unknown language &apos;%1&apos; (en, fr, pt, it)</source>
        <translation>seabattle&#xa0;: langue inconnue «&#xa0;%1&#xa0;» (en, fr, pt, it)</translation>
    </message>
</context>
</TS>
