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
    <name>FleetStatusView</name>
    <message>
        <source>%1 sunk</source>
        <translation>%1 sunk</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) received, %1 on target (%2%)</source>
        <translation>
            <numerusform>%n shot received, %1 on target (%2%)</numerusform>
            <numerusform>%n shots received, %1 on target (%2%)</numerusform>
        </translation>
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
        <source>Standard rules</source>
        <translation>Standard rules</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Classic rules</translation>
    </message>
    <message>
        <source>Hasbro rules</source>
        <translation>Hasbro rules</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Custom rules</translation>
    </message>
    <message>
        <source>%1 · watching two computers (%2)</source>
        <translation>%1 · watching two computers (%2)</translation>
    </message>
    <message>
        <source>%1 · against the computer (%2)</source>
        <translation>%1 · against the computer (%2)</translation>
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
    <message numerus="yes">
        <source>%1 %n shot(s), %2 on target, accuracy %3%, in %4.</source>
        <translation>
            <numerusform>%1 %n shot, %2 on target, accuracy %3%, in %4.</numerusform>
            <numerusform>%1 %n shots, %2 on target, accuracy %3%, in %4.</numerusform>
        </translation>
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
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 cells, %n ship(s)</source>
        <translation>
            <numerusform>%1: %2 cells, %n ship</numerusform>
            <numerusform>%1: %2 cells, %n ships</numerusform>
        </translation>
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
            <numerusform>The fleet (%n cell to hit)</numerusform>
            <numerusform>The fleet (%n cells to hit)</numerusform>
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
        <source>At most %1 ships in a fleet.</source>
        <translation>At most %1 ships in a fleet.</translation>
    </message>
    <message>
        <source>Marking the cells around sunk ships needs ships that may not touch.</source>
        <translation>Marking the cells around sunk ships needs ships that may not touch.</translation>
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
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Hasbro</source>
        <translation>Hasbro</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
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
    <message>
        <source>Language of the game: en, fr, pt or it.</source>
        <translation>Language of the game: en, fr, pt or it.</translation>
    </message>
    <message>
        <source>seabattle: unknown language &apos;%1&apos; (en, fr, pt, it)</source>
        <translation>seabattle: unknown language &apos;%1&apos; (en, fr, pt, it)</translation>
    </message>
</context>
</TS>
