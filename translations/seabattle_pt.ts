<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>BattleView</name>
    <message>
        <source>Type a cell such as C7.</source>
        <translation>Escreva uma casa, por exemplo C7.</translation>
    </message>
    <message>
        <source>That is not a cell: type a column letter A–J, then a row 1–10, such as C7.</source>
        <translation>Isso não é uma casa: escreva a letra da coluna (A–J) e depois o número da linha (1–10), por exemplo C7.</translation>
    </message>
    <message>
        <source>The columns go from A to J.</source>
        <translation>As colunas vão de A a J.</translation>
    </message>
    <message>
        <source>The rows go from 1 to 10.</source>
        <translation>As linhas vão de 1 a 10.</translation>
    </message>
    <message>
        <source>%1: Miss.</source>
        <translation>%1: Água.</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Miss.</source>
        <translation>O inimigo disparou em %1: Água.</translation>
    </message>
    <message>
        <source>%1: Hit!</source>
        <translation>%1: Acertou!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Hit!</source>
        <translation>O inimigo disparou em %1: Acertou!</translation>
    </message>
    <message>
        <source>%1: Sunk: %2!</source>
        <translation>%1: Afundado (%2)!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your %2!</source>
        <translation>O inimigo disparou em %1: Afundado (%2 da sua frota)!</translation>
    </message>
    <message>
        <source>You have already fired at that cell.</source>
        <translation>Já disparou nessa casa.</translation>
    </message>
    <message>
        <source>That cell is known to be empty.</source>
        <translation>Já se sabe que essa casa está vazia.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Aguarde a sua vez.</translation>
    </message>
    <message>
        <source>That cell is outside the grid.</source>
        <translation>Essa casa está fora da grelha.</translation>
    </message>
    <message>
        <source>The battle is not on.</source>
        <translation>A batalha não está a decorrer.</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>A sua frota</translation>
    </message>
    <message>
        <source>Enemy waters</source>
        <translation>Águas inimigas</translation>
    </message>
    <message>
        <source>Shoot again after a hit</source>
        <translation>Disparar de novo após um acerto</translation>
    </message>
    <message>
        <source>e.g. C7</source>
        <translation>p. ex. C7</translation>
    </message>
    <message>
        <source>Cell to fire at</source>
        <translation>Casa onde disparar</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Disparar</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Ganhou!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Perdeu.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>É a sua vez</translation>
    </message>
    <message>
        <source>The enemy is firing…</source>
        <translation>O inimigo está a disparar…</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, ship</source>
        <translation>%1, navio</translation>
    </message>
    <message>
        <source>%1, not fired at</source>
        <translation>%1, ainda sem disparo</translation>
    </message>
    <message>
        <source>%1, miss</source>
        <translation>%1, água</translation>
    </message>
    <message>
        <source>%1, hit</source>
        <translation>%1, acerto</translation>
    </message>
    <message>
        <source>%1, sunk</source>
        <translation>%1, afundado</translation>
    </message>
    <message>
        <source>%1, marked empty</source>
        <translation>%1, marcada como vazia</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a cell</source>
        <translation>Use as setas para escolher uma casa</translation>
    </message>
</context>
<context>
    <name>FleetEditor</name>
    <message>
        <source>The %1 cannot go there: %2.</source>
        <translation>%1: não pode ficar aí (%2).</translation>
    </message>
    <message>
        <source>Your fleet is ready.</source>
        <translation>A sua frota está pronta.</translation>
    </message>
    <message>
        <source>Drag the ships onto your board. Right-click, R or the wheel turns a ship; N picks one with the keyboard.</source>
        <translation>Arraste os navios para a sua grelha. O botão direito, R ou a roda do rato rodam um navio; N escolhe um com o teclado.</translation>
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
        <translation>Batalha Naval</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Começar um novo jogo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message numerus="yes">
        <source>Sink the enemy fleet before it sinks yours: %n ships, %1 cells to hit.</source>
        <translation>
            <numerusform>Afunde a frota inimiga antes que ela afunde a sua: %n navio, %1 casas a acertar.</numerusform>
            <numerusform>Afunde a frota inimiga antes que ela afunde a sua: %n navios, %1 casas a acertar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlacementView</name>
    <message>
        <source>Place your fleet</source>
        <translation>Posicione a sua frota</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Aleatório</translation>
    </message>
    <message>
        <source>Place the ships still in the shipyard at random</source>
        <translation>Posicionar ao acaso os navios que ainda estão no estaleiro</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Limpar</translation>
    </message>
    <message>
        <source>Take every ship off the board</source>
        <translation>Retirar todos os navios da grelha</translation>
    </message>
    <message>
        <source>Rea&amp;dy</source>
        <translation>&amp;Pronto</translation>
    </message>
    <message>
        <source>Start the battle with this fleet</source>
        <translation>Começar a batalha com esta frota</translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <source>an unknown ship</source>
        <translation>um navio desconhecido</translation>
    </message>
    <message>
        <source>this ship is not part of the fleet</source>
        <translation>este navio não faz parte da frota</translation>
    </message>
    <message>
        <source>outside the grid</source>
        <translation>fora da grelha</translation>
    </message>
    <message>
        <source>%1 cells long instead of %2</source>
        <translation>%1 casas de comprimento em vez de %2</translation>
    </message>
    <message>
        <source>overlaps the %1</source>
        <translation>sobrepõe-se a outro navio (%1)</translation>
    </message>
    <message>
        <source>touches the corner of the %1 at %2</source>
        <translation>toca no canto de outro navio (%1) em %2</translation>
    </message>
    <message>
        <source>touches the %1 at %2</source>
        <translation>toca noutro navio (%1) em %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n still to place</source>
        <translation>
            <numerusform>%1: falta colocar %n</numerusform>
            <numerusform>%1: faltam colocar %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShipClass</name>
    <message>
        <source>Carrier</source>
        <translation>Porta-aviões</translation>
    </message>
    <message>
        <source>Battleship</source>
        <translation>Couraçado</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Cruzador</translation>
    </message>
    <message>
        <source>Submarine</source>
        <translation>Submarino</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Contratorpedeiro</translation>
    </message>
    <message>
        <source>Patrol boat</source>
        <translation>Lancha de patrulha</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <translation>Lancha de patrulha</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Battleship against the computer or a friend.</source>
        <translation>Batalha Naval contra o computador ou um amigo.</translation>
    </message>
</context>
</TS>
