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
</context>
</TS>
