<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BattleView</name>
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
        <source>%1: Sunk: %2!</source>
        <translation>%1: Sunk: %2!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your %2!</source>
        <translation>The enemy fired at %1: Sunk: your %2!</translation>
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
        <source>e.g. C7</source>
        <translation>e.g. C7</translation>
    </message>
    <message>
        <source>Cell to fire at</source>
        <translation>Cell to fire at</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fire</translation>
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
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, ship</source>
        <translation>%1, ship</translation>
    </message>
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
        <source>%1, marked empty</source>
        <translation>%1, marked empty</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a cell</source>
        <translation>Use the arrow keys to choose a cell</translation>
    </message>
</context>
<context>
    <name>FleetEditor</name>
    <message>
        <source>The %1 cannot go there: %2.</source>
        <translation>The %1 cannot go there: %2.</translation>
    </message>
    <message>
        <source>Your fleet is ready.</source>
        <translation>Your fleet is ready.</translation>
    </message>
    <message>
        <source>Drag the ships onto your board. Right-click, R or the wheel turns a ship; N picks one with the keyboard.</source>
        <translation>Drag the ships onto your board. Right-click, R or the wheel turns a ship; N picks one with the keyboard.</translation>
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
    <message numerus="yes">
        <source>Sink the enemy fleet before it sinks yours: %n ships, %1 cells to hit.</source>
        <translation>
            <numerusform>Sink the enemy fleet before it sinks yours: %n ship, %1 cells to hit.</numerusform>
            <numerusform>Sink the enemy fleet before it sinks yours: %n ships, %1 cells to hit.</numerusform>
        </translation>
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
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <source>an unknown ship</source>
        <translation>an unknown ship</translation>
    </message>
    <message>
        <source>this ship is not part of the fleet</source>
        <translation>this ship is not part of the fleet</translation>
    </message>
    <message>
        <source>outside the grid</source>
        <translation>outside the grid</translation>
    </message>
    <message>
        <source>%1 cells long instead of %2</source>
        <translation>%1 cells long instead of %2</translation>
    </message>
    <message>
        <source>overlaps the %1</source>
        <translation>overlaps the %1</translation>
    </message>
    <message>
        <source>touches the corner of the %1 at %2</source>
        <translation>touches the corner of the %1 at %2</translation>
    </message>
    <message>
        <source>touches the %1 at %2</source>
        <translation>touches the %1 at %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n still to place</source>
        <translation>
            <numerusform>%1: %n still to place</numerusform>
            <numerusform>%1: %n still to place</numerusform>
        </translation>
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
</context>
<context>
    <name>main</name>
    <message>
        <source>Battleship against the computer or a friend.</source>
        <translation>Battleship against the computer or a friend.</translation>
    </message>
</context>
</TS>
