<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Sea Battle</source>
        <translation>Acerca da Batalha Naval</translation>
    </message>
    <message>
        <source>Sea Battle</source>
        <translation>Batalha Naval</translation>
    </message>
    <message>
        <source>Battleship for the desktop: sink the enemy fleet, against the computer or a friend on your local network.</source>
        <translation>Batalha naval para computador: afunde a frota inimiga, contra a máquina ou contra um amigo na sua rede local.</translation>
    </message>
    <message>
        <source>Copyright © 2026 the Sea Battle developers. Free software under the GNU General Public License, version 3 or (at your option) any later version: you may share and change it. It comes with no warranty.</source>
        <translation>Copyright © 2026 os programadores da Batalha Naval. Software livre, distribuído ao abrigo da Licença Pública Geral GNU (GNU GPL), versão 3 ou (à sua escolha) qualquer versão posterior: pode partilhá-lo e modificá-lo. É fornecido sem qualquer garantia.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilado com o Qt %1, em execução com o Qt %2.</translation>
    </message>
</context>
<context>
    <name>AimBox</name>
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
        <source>e.g. C7</source>
        <translation>p. ex. C7</translation>
    </message>
    <message>
        <source>Cell to fire at</source>
        <translation>Casa onde disparar</translation>
    </message>
    <message>
        <source>Type a cell, such as C7, then press Enter; Escape closes</source>
        <translation>Escreva uma casa, por exemplo C7, e prima Enter; Esc fecha</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>This game cannot be saved to %1: %2.</source>
        <translation>Não é possível guardar este jogo em %1: %2.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Jogo guardado</translation>
    </message>
    <message>
        <source>The game saved last time could not be read (%1). It was kept as %2; a new game starts.</source>
        <translation>Não foi possível ler o jogo guardado da última vez (%1). O ficheiro foi mantido como %2; começa um novo jogo.</translation>
    </message>
    <message>
        <source>Resume the game against the computer (%1) you left on %2?</source>
        <translation>Retomar o jogo contra o computador (%1) interrompido a %2?</translation>
    </message>
    <message>
        <source>Start without the saved game? It is not deleted: it is kept in a file of its own beside it.</source>
        <translation>Começar um jogo novo? O jogo guardado não é apagado: fica à parte, num ficheiro próprio, na mesma pasta.</translation>
    </message>
    <message>
        <source>The saved game was kept as %1.</source>
        <translation>O jogo guardado foi mantido como %1.</translation>
    </message>
    <message>
        <source>The saved game could not be put aside (%1); the next game will replace it.</source>
        <translation>Não foi possível pôr de parte o jogo guardado (%1); o próximo jogo vai substituí-lo.</translation>
    </message>
</context>
<context>
    <name>BattleView</name>
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
    <message>
        <source>Every ship of a fleet is sunk.</source>
        <translation>Uma das frotas foi afundada por completo.</translation>
    </message>
    <message>
        <source>You sank the whole enemy fleet.</source>
        <translation>Afundou toda a frota inimiga.</translation>
    </message>
    <message>
        <source>Your whole fleet is sunk.</source>
        <translation>Toda a sua frota foi afundada.</translation>
    </message>
    <message>
        <source>Your opponent resigned.</source>
        <translation>O seu adversário desistiu.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Desistiu.</translation>
    </message>
    <message>
        <source>A rule was broken.</source>
        <translation>Houve uma violação das regras.</translation>
    </message>
    <message>
        <source>The connection was lost.</source>
        <translation>A ligação foi interrompida.</translation>
    </message>
    <message>
        <source>Computer 1&apos;s fleet</source>
        <translation>Frota do computador 1</translation>
    </message>
    <message>
        <source>Computer 2&apos;s fleet</source>
        <translation>Frota do computador 2</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Pause &amp;between shots:</source>
        <translation>&amp;Intervalo entre tiros:</translation>
    </message>
    <message>
        <source>Computer 1 won.</source>
        <translation>O computador 1 ganhou.</translation>
    </message>
    <message>
        <source>Computer 2 won.</source>
        <translation>O computador 2 ganhou.</translation>
    </message>
    <message>
        <source>Computer 1 is firing…</source>
        <translation>O computador 1 está a disparar…</translation>
    </message>
    <message>
        <source>Computer 2 is firing…</source>
        <translation>O computador 2 está a disparar…</translation>
    </message>
    <message>
        <source>Claim the win</source>
        <translation>Reivindicar a vitória</translation>
    </message>
    <message>
        <source>%1 is firing…</source>
        <translation>%1 está a disparar…</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Água</translation>
    </message>
    <message>
        <source>Hit!</source>
        <translation>Acertou!</translation>
    </message>
    <message>
        <source>Sunk!</source>
        <translation>Afundado!</translation>
    </message>
    <message>
        <source>Earlier shots</source>
        <translation>Tiros anteriores</translation>
    </message>
    <message>
        <source>Click a cell to fire, or type its name, such as C7</source>
        <translation>Clique numa casa para disparar ou escreva as coordenadas, por exemplo C7</translation>
    </message>
    <message>
        <source>Say the &amp;fleets</source>
        <translation>Ler as &amp;frotas</translation>
    </message>
    <message>
        <source>Say the &amp;last shots</source>
        <translation>Ler os últimos &amp;tiros</translation>
    </message>
    <message>
        <source>Say the &amp;score</source>
        <translation>Ler a &amp;pontuação</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Hit but afloat: %1.</source>
        <translation>Navios atingidos ainda à tona: %1.</translation>
    </message>
    <message>
        <source>No shot yet.</source>
        <translation>Ainda não houve tiros.</translation>
    </message>
    <message>
        <source>Every shot of the salvo has its cell: take one back, or fire.</source>
        <translation>Todos os tiros da salva já têm casa: retire um, ou dispare.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: a salvo of %n shots</source>
        <translation>
            <numerusform>É a sua vez: uma salva de %n&#xa0;tiro</numerusform>
            <numerusform>É a sua vez: uma salva de %n&#xa0;tiros</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fire the salvo</source>
        <translation>Disparar a &amp;salva</translation>
    </message>
    <message>
        <source>%1 miss</source>
        <extracomment>a shot of a salvo in its list; %1 its cell</extracomment>
        <translation>%1 água</translation>
    </message>
    <message>
        <source>%1 hit</source>
        <extracomment>a shot of a salvo in its list; %1 its cell</extracomment>
        <translation>%1 acerto</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a shot of a salvo that sank a ship: %1 &quot;E6 hit&quot;, %2 &quot;Cruiser sunk&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Salvo of %n: %1.</source>
        <translation>
            <numerusform>Salva de %n&#xa0;tiro: %1.</numerusform>
            <numerusform>Salva de %n&#xa0;tiros: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The enemy&apos;s salvo of %n: %1.</source>
        <translation>
            <numerusform>Salva inimiga de %n&#xa0;tiro: %1.</numerusform>
            <numerusform>Salva inimiga de %n&#xa0;tiros: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shots chosen</source>
        <translation>
            <numerusform>Tiro escolhido: %1 de %n</numerusform>
            <numerusform>Tiros escolhidos: %1 de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shots chosen: Enter or Fire sends the salvo</source>
        <translation>
            <numerusform>Tiro escolhido: %1 de %n — Enter ou Disparar envia a salva</numerusform>
            <numerusform>Tiros escolhidos: %1 de %n — Enter ou Disparar envia a salva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n cells for the salvo.</source>
        <translation>
            <numerusform>Escolha %n&#xa0;casa para a salva.</numerusform>
            <numerusform>Escolha %n&#xa0;casas para a salva.</numerusform>
        </translation>
    </message>
    <message>
        <source>That cell is already chosen for the salvo.</source>
        <translation>Essa casa já foi escolhida para a salva.</translation>
    </message>
    <message numerus="yes">
        <source>You still had %n ship(s) afloat.</source>
        <extracomment>at the end, after &quot;You sank the whole enemy fleet.&quot;: how many of your ships were left</extracomment>
        <translation>
            <numerusform>Ainda tinha %n&#xa0;navio à tona.</numerusform>
            <numerusform>Ainda tinha %n&#xa0;navios à tona.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The enemy still had %n ship(s) afloat.</source>
        <extracomment>at the end, after &quot;Your whole fleet is sunk.&quot;: how close you came</extracomment>
        <translation>
            <numerusform>O inimigo ainda tinha %n&#xa0;navio à tona.</numerusform>
            <numerusform>O inimigo ainda tinha %n&#xa0;navios à tona.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, not fired at</source>
        <translation>%1, ainda sem tiro</translation>
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
        <source>Use the arrow keys to choose a cell</source>
        <translation>Use as setas para escolher uma casa</translation>
    </message>
    <message>
        <source>%1: %2% chance of a ship</source>
        <extracomment>%1 names a cell (&quot;C4&quot;), %2 is the chance in percent, 0 to 100: place the sign as your language does</extracomment>
        <translation>%1: %2% de probabilidade de haver navio</translation>
    </message>
    <message>
        <source>%1% chance of a ship</source>
        <extracomment>said of a cell after its name, while odds are shown; %1 is a percentage, 0 to 100</extracomment>
        <translation>%1% de probabilidade de haver navio</translation>
    </message>
    <message>
        <source>the best chance</source>
        <translation>a melhor aposta</translation>
    </message>
    <message>
        <source>%1, empty, next to a sunk ship</source>
        <extracomment>a cell proven to be water: ships may not touch, and a ship beside it was sunk</extracomment>
        <translation>%1, vazia, junto a um navio afundado</translation>
    </message>
    <message>
        <source>chosen for the salvo, shot %1</source>
        <extracomment>said of a cell chosen for the salvo being aimed; %1 its number in the salvo</extracomment>
        <translation>escolhida para a salva, tiro %1</translation>
    </message>
</context>
<context>
    <name>ChartSummary</name>
    <message>
        <source>No win by sinking the whole fleet yet.</source>
        <translation>Ainda não ganhou nenhum jogo a afundar a frota inteira.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n win(s): %1 shots at best, %2 at worst, most often %3 shots.</source>
        <extracomment>The chart of shots needed to win, said in words: %1 the fewest shots, %2 the most, %3 the commonest count or range (&quot;50–54&quot;)</extracomment>
        <translation>
            <numerusform>Em %n&#xa0;vitória: %1 tiros no mínimo, %2 no máximo, %3 tiros na maioria das vezes.</numerusform>
            <numerusform>Em %n&#xa0;vitórias: %1 tiros no mínimo, %2 no máximo, %3 tiros na maioria das vezes.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Ainda não há jogos.</translation>
    </message>
    <message>
        <source>Won %1, lost %2.</source>
        <extracomment>The chart of wins and losses, said in words: every game is drawn</extracomment>
        <translation>Vitórias: %1, derrotas: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Over the last %n game(s): won %1, lost %2. In all: won %3, lost %4.</source>
        <extracomment>The chart of wins and losses, said in words, when it draws only the latest games: %1 and %2 among them, %3 and %4 over every game</extracomment>
        <translation>
            <numerusform>Em %n&#xa0;jogo recente, vitórias: %1, derrotas: %2. No total, vitórias: %3, derrotas: %4.</numerusform>
            <numerusform>Nos últimos %n&#xa0;jogos, vitórias: %1, derrotas: %2. No total, vitórias: %3, derrotas: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>No reviewed games yet.</source>
        <translation>Ainda não há jogos analisados.</translation>
    </message>
    <message>
        <source>Shot quality of the one reviewed game: %1.</source>
        <extracomment>The chart of shot quality (0 to 100) of a single reviewed game, said in words</extracomment>
        <translation>Qualidade dos tiros no único jogo analisado: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Shot quality over the last %n reviewed game(s): from %1 to %2, best %3.</source>
        <extracomment>The chart of shot quality (0 to 100), said in words: from the first reviewed game&apos;s %1 to the last one&apos;s %2, the best %3</extracomment>
        <translation>
            <numerusform>Qualidade dos tiros em %n&#xa0;jogo analisado: de %1 a %2, com um máximo de %3.</numerusform>
            <numerusform>Qualidade dos tiros nos últimos %n&#xa0;jogos analisados: de %1 a %2, com um máximo de %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck in the last game: %1.</source>
        <extracomment>Luck: hits beyond what the odds predicted, &quot;+1.3&quot;</extracomment>
        <translation>Sorte no último jogo: %1.</translation>
    </message>
    <message numerus="yes">
        <source>With hints: %n game(s).</source>
        <translation>
            <numerusform>Com dicas: %n&#xa0;jogo.</numerusform>
            <numerusform>Com dicas: %n&#xa0;jogos.</numerusform>
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
        <translation>Escreva uma mensagem…</translation>
    </message>
    <message>
        <source>Message to your opponent</source>
        <translation>Mensagem para o seu adversário</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Mensagens da conversa</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <extracomment>The chat&apos;s title: Alt+its letter goes to the message line. Not the letter of a menu title (Game, Settings, Help) nor of the game-over banner&apos;s buttons (Rematch, New game, Review this game)</extracomment>
        <translation>C&amp;onversa</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Show this help and quit.</source>
        <translation>Mostrar esta ajuda e sair.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Mostrar a versão e sair.</translation>
    </message>
    <message>
        <source>Language of the game: %1.</source>
        <translation>Idioma do jogo: %1.</translation>
    </message>
    <message>
        <source>Host a LAN game at once, on PORT if given after it (default: the last port used).</source>
        <translation>Criar de imediato um jogo em rede local, na porta PORT se for indicada a seguir (por omissão: a última porta usada).</translation>
    </message>
    <message>
        <source>Play by these rules: %1.</source>
        <translation>Jogar com estas regras: %1.</translation>
    </message>
    <message>
        <source>Play against the computer at this level: %1.</source>
        <translation>Jogar contra o computador neste nível: %1.</translation>
    </message>
    <message>
        <source>Sea Battle: Battleship against the computer or a friend on your network.</source>
        <translation>Batalha Naval: o jogo clássico, contra o computador ou contra um amigo na sua rede.</translation>
    </message>
    <message>
        <source>With --host: the port to listen on, from 1 to 65535.</source>
        <translation>Com --host: a porta onde ficar à escuta, de 1 a 65535.</translation>
    </message>
    <message>
        <source>seabattle: %1</source>
        <translation>seabattle: %1</translation>
    </message>
    <message>
        <source>Try &apos;seabattle --help&apos; for the options.</source>
        <translation>Experimente «seabattle --help» para ver as opções.</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>opção desconhecida «%1»</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (en, fr, pt, it)</source>
        <translation>idioma desconhecido «%1» (en, fr, pt, it)</translation>
    </message>
    <message>
        <source>--rules takes %1, not &apos;%2&apos; (custom rules are chosen in the New game dialog)</source>
        <translation>--rules aceita %1, não «%2» (as regras personalizadas escolhem-se na janela Novo jogo)</translation>
    </message>
    <message>
        <source>--opponent takes %1, not &apos;%2&apos;</source>
        <translation>--opponent aceita %1, não «%2»</translation>
    </message>
    <message>
        <source>give --host or --join, not both</source>
        <translation>indique --host ou --join, não ambos</translation>
    </message>
    <message>
        <source>--opponent is for a game against the computer, not with --host or --join</source>
        <translation>--opponent é para um jogo contra o computador, não com --host ou --join</translation>
    </message>
    <message>
        <source>--rules cannot go with --join: the host chooses the rules</source>
        <translation>--rules não pode ser usado com --join: quem cria o jogo é que escolhe as regras</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado «%1»</translation>
    </message>
    <message>
        <source>--host takes a port number from 1 to 65535</source>
        <translation>--host aceita um número de porta de 1 a 65535</translation>
    </message>
    <message>
        <source>Join the LAN game at HOST at once, on PORT if given (default: %1).</source>
        <translation>Entrar de imediato no jogo em rede local em HOST, na porta PORT se for indicada (por omissão: %1).</translation>
    </message>
    <message>
        <source>--join needs HOST or HOST:PORT, such as 192.168.1.5 or 192.168.1.5:%1, not &apos;%2&apos;</source>
        <translation>--join precisa de HOST ou HOST:PORT, por exemplo 192.168.1.5 ou 192.168.1.5:%1, não «%2»</translation>
    </message>
</context>
<context>
    <name>DataFileWords</name>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>the game is not allowed to write in %1</source>
        <translation>o jogo não tem permissão para escrever em %1</translation>
    </message>
    <message>
        <source>the system reported: %1</source>
        <translation>o sistema indicou: %1</translation>
    </message>
    <message>
        <source>a link or something other than a plain file is in its place, and the game leaves it untouched</source>
        <translation>em vez de um ficheiro normal, há ali uma ligação ou outro objeto, que o jogo deixa intacto</translation>
    </message>
</context>
<context>
    <name>FavouriteLayouts</name>
    <message>
        <source>The saved layouts in %1 could not be read.</source>
        <translation>Não foi possível ler as disposições guardadas em %1.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 was empty.</source>
        <translation>O ficheiro de disposições guardadas %1 estava vazio.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 is too large to be one.</source>
        <translation>O ficheiro %1 é demasiado grande para ser um ficheiro de disposições guardadas.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 is damaged.</source>
        <translation>O ficheiro de disposições guardadas %1 está danificado.</translation>
    </message>
    <message>
        <source>The file %1 does not hold saved layouts this game can read.</source>
        <translation>O ficheiro %1 não contém disposições guardadas que este jogo consiga ler.</translation>
    </message>
    <message>
        <source>The saved layouts in %1 were written by a newer version of the game.</source>
        <translation>As disposições guardadas em %1 foram escritas por uma versão mais recente do jogo.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so no layout will be saved in this session.</source>
        <translation>Não foi possível pôr o ficheiro de parte, por isso nenhuma disposição será guardada nesta sessão.</translation>
    </message>
    <message>
        <source>It was kept as %1, and the list of saved layouts starts empty.</source>
        <translation>O ficheiro foi mantido como %1, e a lista de disposições guardadas começa vazia.</translation>
    </message>
    <message numerus="yes">
        <source>%n saved layout(s) could not be read. The file is kept as it is, so no layout will be saved in this session.</source>
        <translation>
            <numerusform>Não foi possível ler %n&#xa0;disposição guardada. O ficheiro é mantido como está, por isso nenhuma disposição será guardada nesta sessão.</numerusform>
            <numerusform>Não foi possível ler %n&#xa0;disposições guardadas. O ficheiro é mantido como está, por isso nenhuma disposição será guardada nesta sessão.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved layout(s) could not be read; the file as it was is kept as %1.</source>
        <translation>
            <numerusform>Não foi possível ler %n&#xa0;disposição guardada; o ficheiro, tal como estava, foi mantido como %1.</numerusform>
            <numerusform>Não foi possível ler %n&#xa0;disposições guardadas; o ficheiro, tal como estava, foi mantido como %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds what could not be read nor kept aside, so it is kept as it is.</source>
        <translation>%1 contém dados que não foi possível ler nem pôr de parte, por isso é mantido como está.</translation>
    </message>
    <message>
        <source>%1. The saved layouts in %2 are as they were.</source>
        <translation>%1. As disposições guardadas em %2 ficaram como estavam.</translation>
    </message>
</context>
<context>
    <name>FleetEditor</name>
    <message>
        <source>Your fleet is ready.</source>
        <translation>A sua frota está pronta.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a ship held by the keyboard: its class, then its cell (&quot;Submarine, C3&quot;)</extracomment>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>%1, %2 to %3, across</source>
        <extracomment>a ship held by the keyboard: its class, its first and last cells, lying from left to right</extracomment>
        <translation>%1, de %2 a %3, na horizontal</translation>
    </message>
    <message>
        <source>%1, %2 to %3, down</source>
        <extracomment>the same, lying from top to bottom</extracomment>
        <translation>%1, de %2 a %3, na vertical</translation>
    </message>
    <message>
        <source>Placed: %1.</source>
        <translation>Navio posicionado: %1.</translation>
    </message>
    <message>
        <source>Drag a ship onto the board; drag it back here to take it off.</source>
        <extracomment>under the ships still to place, the first of three lines on how to place them</extracomment>
        <translation>Arraste um navio para a grelha; para o retirar, arraste-o de volta para aqui.</translation>
    </message>
    <message>
        <source>Turn the ship you hold: R, right-click or the mouse wheel. Double-click a placed ship to turn it.</source>
        <translation>Rode o navio que está a mover com a tecla R, o botão direito ou a roda do rato. Faça duplo clique num navio já posicionado para o rodar.</translation>
    </message>
    <message>
        <source>Keyboard: N takes the next ship, arrow keys move it, Enter puts it down, Delete takes it off.</source>
        <translation>Teclado: N seleciona o navio seguinte, as setas movem-no, Enter posiciona-o e Delete retira-o.</translation>
    </message>
    <message>
        <source>Drag ships onto the board · R or right-click turns one · N, arrows and Enter: by keys</source>
        <extracomment>under the ships still to place, all a player needs at a glance (the R key, the N key); the whole of it is in the tooltip</extracomment>
        <translation>Arraste os navios para a grelha · R ou botão direito para os rodar · no teclado: N, setas, Enter</translation>
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
            <numerusform>%n&#xa0;tiro recebido, %1 no alvo (%2%)</numerusform>
            <numerusform>%n&#xa0;tiros recebidos, %1 no alvo (%2%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fired %n shot(s), %1 on target (%2%)</source>
        <translation>
            <numerusform>Deu %n&#xa0;tiro, %1 no alvo (%2%)</numerusform>
            <numerusform>Deu %n&#xa0;tiros, %1 no alvo (%2%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameArchive</name>
    <message>
        <source>Your replays could not be read from %1.</source>
        <translation>Não foi possível ler as suas repetições a partir de %1.</translation>
    </message>
    <message>
        <source>The file of your replays, %1, is damaged.</source>
        <translation>O ficheiro das suas repetições, %1, está danificado.</translation>
    </message>
    <message>
        <source>Your replays in %1 were saved by a newer version of Sea Battle.</source>
        <translation>As suas repetições em %1 foram guardadas por uma versão mais recente da Batalha Naval.</translation>
    </message>
    <message>
        <source>It was left as it is, and new games will not be kept until it is moved away.</source>
        <translation>O ficheiro ficou como estava, e os novos jogos não serão guardados enquanto não for movido para outro sítio.</translation>
    </message>
    <message>
        <source>It was kept as %1, and the replays start afresh.</source>
        <translation>O ficheiro foi mantido como %1, e as repetições recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your replays could not be saved to %1: %2. The file keeps the replays saved before.</source>
        <translation>Não foi possível guardar as suas repetições em %1: %2. O ficheiro mantém as repetições guardadas antes.</translation>
    </message>
    <message>
        <source>Your replays could not be saved to %1: it is kept as it is until it is moved away.</source>
        <translation>Não foi possível guardar as suas repetições em %1: o ficheiro é mantido como está enquanto não for movido para outro sítio.</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) could not be read. The file is kept as it is, and new games will not be added to it until it is moved away.</source>
        <translation>
            <numerusform>Não foi possível ler %n&#xa0;repetição. O ficheiro é mantido como está, e os novos jogos não lhe serão acrescentados enquanto não for movido para outro sítio.</numerusform>
            <numerusform>Não foi possível ler %n&#xa0;repetições. O ficheiro é mantido como está, e os novos jogos não lhe serão acrescentados enquanto não for movido para outro sítio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) could not be read; the file as it was is kept as %1.</source>
        <translation>
            <numerusform>Não foi possível ler %n&#xa0;repetição; o ficheiro, tal como estava, foi mantido como %1.</numerusform>
            <numerusform>Não foi possível ler %n&#xa0;repetições; o ficheiro, tal como estava, foi mantido como %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameChoice</name>
    <message>
        <source>%1 · watching two computers (%2)</source>
        <translation>%1 · computador contra computador (%2)</translation>
    </message>
    <message>
        <source>%1 · against the computer (%2)</source>
        <translation>%1 · contra o computador (%2)</translation>
    </message>
    <message>
        <source>Against the computer (%1), left on %2</source>
        <translation>Contra o computador (%1), interrompido a %2</translation>
    </message>
    <message>
        <source>Against the computer (%1), left today at %2</source>
        <translation>Contra o computador (%1), interrompido hoje às %2</translation>
    </message>
    <message>
        <source>Against the computer (%1), left yesterday at %2</source>
        <translation>Contra o computador (%1), interrompido ontem às %2</translation>
    </message>
    <message>
        <source>MMMM d</source>
        <extracomment>A day of this year in QDate::toString()&apos;s format, as a date is said in a sentence</extracomment>
        <translation>d &apos;de&apos; MMMM</translation>
    </message>
    <message>
        <source>MMMM d, yyyy</source>
        <extracomment>A day of another year in QDate::toString()&apos;s format, as a date is said in a sentence</extracomment>
        <translation>d &apos;de&apos; MMMM &apos;de&apos; yyyy</translation>
    </message>
</context>
<context>
    <name>GameFlow</name>
    <message>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>Give up this game? It counts as a loss.</source>
        <translation>Desistir deste jogo? Conta como uma derrota.</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Os seus ficheiros</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <source>Victory!</source>
        <translation>Vitória!</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>Des&amp;forra</translation>
    </message>
    <message>
        <source>Play again with the same rules and opponent</source>
        <translation>Jogar de novo com as mesmas regras e o mesmo adversário</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n shot(s), %2, accuracy %3%, in %4.</source>
        <translation>
            <numerusform>%1 %n&#xa0;tiro, %2, precisão de %3%, em %4.</numerusform>
            <numerusform>%1 %n&#xa0;tiros, %2, precisão de %3%, em %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on target</source>
        <translation>
            <numerusform>%n&#xa0;no alvo</numerusform>
            <numerusform>%n&#xa0;no alvo</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer 1 won</source>
        <translation>O computador 1 ganhou</translation>
    </message>
    <message>
        <source>Computer 2 won</source>
        <translation>O computador 2 ganhou</translation>
    </message>
    <message>
        <source>Reviewing your shots… %1%</source>
        <extracomment>While a finished game&apos;s shots are rated; %1 is the part done in percent, 0 to 100</extracomment>
        <translation>A analisar os seus tiros… %1%</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>Ana&amp;lisar este jogo</translation>
    </message>
    <message>
        <source>See each of your shots rated against the best one you could have fired</source>
        <translation>Ver cada um dos seus tiros avaliado em comparação com o melhor tiro possível</translation>
    </message>
    <message>
        <source>Choose the opponent and the rules of the next game</source>
        <translation>Escolher o adversário e as regras do próximo jogo</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <extracomment>The banner at the end of a game, as a screen reader names it; %1 is its headline (&quot;Victory!&quot;, &quot;Defeat&quot;, &quot;Computer 1 won&quot;)</extracomment>
        <translation>Fim do jogo: %1</translation>
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
        <translation>Dica</translation>
    </message>
    <message>
        <source>Show the odds of a ship on every cell (%1). A game with hints does not count for records.</source>
        <extracomment>%1 is the key that does the same (Ctrl+H)</extracomment>
        <translation>Mostrar, em cada casa, a probabilidade de haver navio (%1). Um jogo com dicas não conta para os recordes.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>Ships may touch each other, but never overlap.</source>
        <translation>Os navios podem tocar-se, mas nunca se podem sobrepor.</translation>
    </message>
    <message>
        <source>Ships may not share a side; they may touch by a corner.</source>
        <translation>Os navios não se podem tocar pelos lados, só pelos cantos.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner: there is always at least one empty cell between two ships.</source>
        <translation>Os navios não se podem tocar, nem sequer na diagonal: há sempre pelo menos uma casa vazia entre dois navios.</translation>
    </message>
    <message>
        <source>After a hit or a sunk ship you shoot again, until you miss.</source>
        <translation>Quem acerta ou afunda um navio dispara logo outra vez, até falhar.</translation>
    </message>
    <message>
        <source>After every shot, hit or miss, the turn passes to your opponent.</source>
        <translation>Depois de cada tiro, seja acerto ou água, a vez passa para o adversário.</translation>
    </message>
    <message>
        <source>When a ship sinks, the cells around it are marked as water: no ship can be there.</source>
        <translation>Quando um navio é afundado, as casas à sua volta são marcadas como água: ali não pode haver nenhum navio.</translation>
    </message>
    <message>
        <source>Sink the enemy fleet</source>
        <translation>Afunde a frota inimiga</translation>
    </message>
    <message>
        <source>Each player has a 10 × 10 grid: columns A to J, rows 1 to 10. A cell is named by its column and its row, such as C7.</source>
        <translation>Cada jogador tem a sua própria grelha de 10 × 10. As colunas vão de A a J e as linhas de 1 a 10. Uma casa identifica-se pela letra da coluna seguida do número da linha, por exemplo C7.</translation>
    </message>
    <message numerus="yes">
        <source>The fleet (%n cells to hit)</source>
        <translation>
            <numerusform>A frota (%n&#xa0;casa a atingir)</numerusform>
            <numerusform>A frota (%n&#xa0;casas a atingir)</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the battle both players place every ship in secret, horizontally or vertically, wholly inside the grid.</source>
        <translation>Antes da batalha, ambos os jogadores posicionam em segredo todos os seus navios, na horizontal ou na vertical, totalmente dentro da grelha.</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>A batalha</translation>
    </message>
    <message>
        <source>Players take turns to fire at one cell of the other&apos;s grid. The answer is Miss, Hit, or Sunk, naming the ship.</source>
        <translation>À vez, cada jogador dispara numa casa da grelha do adversário, que responde «Água», «Acertou» ou «Afundado» e, neste último caso, indica o tipo de navio.</translation>
    </message>
    <message>
        <source>The first player to sink every ship of the other fleet wins.</source>
        <translation>Ganha o primeiro jogador a afundar todos os navios do adversário.</translation>
    </message>
    <message>
        <source>Rule violations</source>
        <translation>Violações das regras</translation>
    </message>
    <message>
        <source>A proven violation gives the win to the other player: a wrong number or size of ships, ships that touch when the rules forbid it, ships moved during the game, a skipped turn, or, over the network, a false answer to a shot. Against the computer the game makes them impossible.</source>
        <translation>Uma violação comprovada dá a vitória ao outro jogador: número ou tamanho errado de navios, navios que se tocam quando as regras o proíbem, navios mudados de sítio durante o jogo, uma jogada fora de vez ou, em rede, uma resposta falsa a um tiro. Contra o computador, o jogo torna-as impossíveis.</translation>
    </message>
    <message>
        <source>House rule: the players may agree that a hit gives another shot (&quot;Shoot again after a hit&quot; in the new-game dialog).</source>
        <translation>Regra opcional: os jogadores podem combinar que um acerto dá direito a outro tiro («Disparar de novo após um acerto» na janela Novo jogo).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n ship(s) of %2</source>
        <translation>
            <numerusform>%1: %n&#xa0;navio de %2</numerusform>
            <numerusform>%1: %n&#xa0;navios de %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n&#xa0;casa</numerusform>
            <numerusform>%n&#xa0;casas</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this game</source>
        <translation>As regras deste jogo</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type the address your friend&apos;s game shows, or pick a game in the list.</source>
        <translation>Escreva o endereço que aparece no jogo do seu amigo, ou escolha um jogo na lista.</translation>
    </message>
    <message>
        <source>Type the address before the port, such as 192.168.1.5:47300.</source>
        <translation>Escreva o endereço antes da porta, por exemplo 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after a colon: 192.168.1.5:47300.</source>
        <translation>A porta é um número de 1 a 65535, depois de dois pontos: 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>That is not an address: type it as your friend&apos;s game shows it, such as 192.168.1.5.</source>
        <translation>Isso não é um endereço: escreva-o tal como aparece no jogo do seu amigo, por exemplo 192.168.1.5.</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Entrar num jogo em rede local</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>O seu &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Jogos na sua rede:</translation>
    </message>
    <message>
        <source>No game heard yet. Games hosted on your network appear here by themselves.</source>
        <translation>Ainda não foi detetado nenhum jogo. Os jogos criados na sua rede aparecem aqui automaticamente.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>En&amp;dereço:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.5:47300</source>
        <translation>p. ex. 192.168.1.5:47300</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Jogos na sua rede</translation>
    </message>
    <message>
        <source>Choosing a game types its address below.</source>
        <translation>Ao escolher um jogo, o endereço é preenchido automaticamente em baixo.</translation>
    </message>
    <message>
        <source>The address your friend&apos;s game shows, such as 192.168.1.5:47300.</source>
        <translation>O endereço que aparece no jogo do seu amigo, por exemplo 192.168.1.5:47300.</translation>
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
        <translation>%1 entrou no jogo.</translation>
    </message>
    <message>
        <source>%1 declined your rules.</source>
        <translation>%1 recusou as suas regras.</translation>
    </message>
    <message>
        <source>%1 declined your rules (they said: “%2”).</source>
        <translation>%1 recusou as suas regras (mensagem: «%2»).</translation>
    </message>
    <message>
        <source>LAN game with %1</source>
        <translation>Jogo em rede local com %1</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 voltou.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Eu</translation>
    </message>
    <message>
        <source>You may claim the win, or keep waiting for %1 to come back.</source>
        <translation>Pode reclamar a vitória, ou continuar à espera de que %1 volte.</translation>
    </message>
    <message>
        <source>Waiting for %1 to come back…</source>
        <translation>À espera de que %1 volte…</translation>
    </message>
    <message>
        <source>Waiting for %1 to place their fleet…</source>
        <translation>À espera de que %1 posicione a frota…</translation>
    </message>
    <message>
        <source>Checking %1&apos;s fleet against their answers…</source>
        <translation>A confrontar a frota de %1 com as respostas que deu…</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 pede uma desforra.</translation>
    </message>
    <message>
        <source>Waiting for %1 to accept the rematch…</source>
        <translation>À espera de que %1 aceite a desforra…</translation>
    </message>
    <message>
        <source>%1 broke the rules: the win is yours.</source>
        <translation>%1 violou as regras: a vitória é sua.</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anónimo</translation>
    </message>
    <message>
        <source>Too many lines at once: “%1” was not sent. Wait a moment and send it again.</source>
        <translation>Demasiadas linhas de uma vez: «%1» não foi enviada. Aguarde um momento e envie-a de novo.</translation>
    </message>
    <message>
        <source>%1 has not played for several minutes. You may claim the win, or keep waiting.</source>
        <translation>%1 não joga há vários minutos. Pode reclamar a vitória, ou continuar à espera.</translation>
    </message>
</context>
<context>
    <name>LanStart</name>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Criar um jogo em rede local</translation>
    </message>
    <message>
        <source>Hosting on port %1</source>
        <translation>Jogo criado na porta %1</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source>Your opponent</source>
        <translation>O seu adversário</translation>
    </message>
    <message>
        <source>The connection was closed; your game is kept.</source>
        <translation>A ligação foi terminada; o seu jogo fica guardado.</translation>
    </message>
    <message>
        <source>Port %1 is already in use by another program. Choose another port.</source>
        <translation>A porta %1 já está a ser usada por outro programa. Escolha outra porta.</translation>
    </message>
    <message>
        <source>This computer does not allow a game to listen on port %1. Choose a port from 1024 to 65535.</source>
        <translation>Este computador não permite que um jogo fique à escuta na porta %1. Escolha uma porta de 1024 a 65535.</translation>
    </message>
    <message>
        <source>Cannot wait for players on port %1: %2</source>
        <translation>Não é possível esperar por jogadores na porta %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the game: %1. Check the address, and that your friend is hosting.</source>
        <translation>Não foi possível ligar ao jogo: %1. Verifique o endereço e confirme que o seu amigo criou o jogo.</translation>
    </message>
    <message>
        <source>%1&apos;s game speaks protocol version %2; this one speaks version %3. You both need a compatible version of Sea Battle.</source>
        <translation>O jogo de %1 usa a versão %2 do protocolo; este usa a versão %3. Precisam ambos de uma versão compatível da Batalha Naval.</translation>
    </message>
    <message>
        <source>That game already has a second player.</source>
        <translation>Esse jogo já tem um segundo jogador.</translation>
    </message>
    <message>
        <source>A player who is not part of this game tried to join it and was turned away.</source>
        <translation>Um jogador que não faz parte deste jogo tentou entrar e foi recusado.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent something that is not a valid message.</source>
        <translation>O jogo de %1 enviou algo que não é uma mensagem válida.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent too many messages at once.</source>
        <translation>O jogo de %1 enviou demasiadas mensagens de uma só vez.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent a message the game did not expect (%2).</source>
        <translation>O jogo de %1 enviou uma mensagem inesperada neste momento do jogo (%2).</translation>
    </message>
    <message>
        <source>%1 fired out of turn.</source>
        <translation>%1 disparou fora de vez.</translation>
    </message>
    <message>
        <source>%1 fired at a cell already fired at.</source>
        <translation>%1 disparou numa casa onde já tinha disparado.</translation>
    </message>
    <message>
        <source>%1 offered rules that cannot be played.</source>
        <translation>%1 propôs regras impossíveis de jogar.</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 saiu do jogo.</translation>
    </message>
    <message>
        <source>%1 left the game (they said: “%2”).</source>
        <translation>%1 saiu do jogo (mensagem: «%2»).</translation>
    </message>
    <message>
        <source>The fleet they revealed is not the one they committed to before the first shot.</source>
        <translation>A frota revelada pelo seu adversário não é a mesma com que se tinha comprometido antes do primeiro tiro.</translation>
    </message>
    <message>
        <source>What they revealed at the end is not a fleet of these rules.</source>
        <translation>O que o seu adversário revelou no fim não é uma frota válida com estas regras.</translation>
    </message>
    <message>
        <source>They did not reveal their fleet at the end, so their answers could not be checked.</source>
        <translation>O seu adversário não revelou a frota no fim, por isso não foi possível verificar as respostas.</translation>
    </message>
    <message>
        <source>%1 has not been heard from for a while: the connection seems lost.</source>
        <translation>%1 não dá sinal há algum tempo: a ligação parece perdida.</translation>
    </message>
    <message>
        <source>%1 is no longer connected.</source>
        <translation>Perdeu-se a ligação com %1.</translation>
    </message>
    <message>
        <source>%1 fired a salvo of the wrong number of shots.</source>
        <translation>%1 disparou uma salva com o número errado de tiros.</translation>
    </message>
    <message>
        <source>%1 fired twice at the same cell in one salvo.</source>
        <translation>%1 disparou duas vezes na mesma casa numa só salva.</translation>
    </message>
    <message>
        <source>%1 fired a salvo at a cell already fired at.</source>
        <translation>%1 disparou uma salva numa casa onde já tinha disparado.</translation>
    </message>
    <message>
        <source>%1 fired a salvo out of turn.</source>
        <translation>%1 disparou uma salva fora de vez.</translation>
    </message>
    <message>
        <source>%1 plays an older version of Sea Battle, which cannot play Salvo over the network; they were told so. Choose rules without Salvo to play with them, or ask them to update Sea Battle.</source>
        <translation>%1 usa uma versão antiga da Batalha Naval, que não permite jogar a Salva em rede; foi-lhe enviado um aviso. Escolha regras sem Salva para poderem jogar, ou peça-lhe que atualize a Batalha Naval.</translation>
    </message>
</context>
<context>
    <name>LegendView</name>
    <message>
        <source>Not fired at</source>
        <translation>Ainda sem tiro</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Água</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Acerto</translation>
    </message>
    <message>
        <source>Sunk</source>
        <translation>Afundado</translation>
    </message>
    <message>
        <source>Empty (next to a sunk ship)</source>
        <translation>Vazia (junto a um navio afundado)</translation>
    </message>
    <message>
        <source>Your ship</source>
        <translation>O seu navio</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Navio</translation>
    </message>
    <message>
        <source>Legend</source>
        <extracomment>the row of samples under the boards: what each mark on a cell means</extracomment>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Computer 1&apos;s last shot</source>
        <extracomment>the legend&apos;s name for the frame around the cell last fired at on the right-hand board (when watching two computers play, the shots of Computer 1)</extracomment>
        <translation>Último tiro do computador 1</translation>
    </message>
    <message>
        <source>Your last shot</source>
        <translation>O seu último tiro</translation>
    </message>
    <message>
        <source>Computer 2&apos;s last shot</source>
        <extracomment>the legend&apos;s name for the frame around the cell last fired at on the left-hand board (when watching two computers play, the shots of Computer 2)</extracomment>
        <translation>Último tiro do computador 2</translation>
    </message>
    <message>
        <source>Enemy&apos;s last shot</source>
        <translation>Último tiro do inimigo</translation>
    </message>
</context>
<context>
    <name>LoadLayoutDialog</name>
    <message>
        <source>Load a layout</source>
        <translation>Carregar uma disposição</translation>
    </message>
    <message>
        <source>Choose a saved layout to place on your board:</source>
        <translation>Escolha uma disposição guardada para posicionar na sua grelha:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Made for</source>
        <translation>Feita para</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Carregar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the selected layout</source>
        <translation>Eliminar a disposição selecionada</translation>
    </message>
    <message>
        <source>No layout is saved yet.</source>
        <translation>Ainda não há nenhuma disposição guardada.</translation>
    </message>
    <message>
        <source>“%1” fits the rules of this game.</source>
        <translation>«%1» está de acordo com as regras deste jogo.</translation>
    </message>
    <message>
        <source>Delete a layout</source>
        <translation>Eliminar uma disposição</translation>
    </message>
    <message>
        <source>Delete the layout “%1”?</source>
        <translation>Eliminar a disposição «%1»?</translation>
    </message>
    <message>
        <source>Saved layouts</source>
        <translation>Disposições guardadas</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>Copied.</source>
        <translation>Endereços copiados.</translation>
    </message>
    <message>
        <source>&amp;Copy the addresses</source>
        <translation>&amp;Copiar os endereços</translation>
    </message>
    <message>
        <source>&amp;Accept and place my fleet</source>
        <translation>A&amp;ceitar e posicionar a minha frota</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Recusar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Addresses to give your friend</source>
        <translation>Endereços para dar ao seu amigo</translation>
    </message>
    <message>
        <source>Waiting for a friend to join</source>
        <translation>À espera de que um amigo entre</translation>
    </message>
    <message>
        <source>Ask your friend to choose Game → Join a LAN game and to type one of these addresses (or to pick your game in the list):</source>
        <translation>Peça ao seu amigo que escolha Jogo → Entrar num jogo em rede local e escreva um destes endereços (ou escolha o seu jogo na lista):</translation>
    </message>
    <message>
        <source>This computer has no network address yet: your friend can join once it is connected.</source>
        <translation>Este computador ainda não tem endereço de rede: o seu amigo poderá entrar quando o computador estiver ligado à rede.</translation>
    </message>
    <message>
        <source>Joining %1…</source>
        <translation>A ligar a %1…</translation>
    </message>
    <message>
        <source>%1 offers a match</source>
        <translation>%1 propõe um jogo</translation>
    </message>
    <message>
        <source>Read the rules, then accept them to place your fleet, or decline.</source>
        <translation>Leia as regras e depois aceite-as para posicionar a sua frota, ou recuse.</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 entrou no jogo</translation>
    </message>
    <message>
        <source>Waiting for them to accept your rules…</source>
        <translation>À espera de que as suas regras sejam aceites…</translation>
    </message>
</context>
<context>
    <name>Logbook</name>
    <message>
        <source>This game cannot be replayed: the other fleet was never shown. Its review is on the banner.</source>
        <translation>Este jogo não pode ser revisto: a outra frota nunca foi mostrada. A sua análise está no painel de fim de jogo.</translation>
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
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Desistir</translation>
    </message>
    <message>
        <source>Give up the game in progress</source>
        <translation>Desistir do jogo em curso</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Definições</translation>
    </message>
    <message>
        <source>Computer&apos;s &amp;pace</source>
        <translation>&amp;Ritmo do computador</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Rápido</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lento</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animações</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Host a LAN game…</source>
        <translation>&amp;Criar um jogo em rede local…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: they join your game</source>
        <translation>Jogar contra um amigo na sua rede local: o amigo entra no seu jogo</translation>
    </message>
    <message>
        <source>&amp;Join a LAN game…</source>
        <translation>&amp;Entrar num jogo em rede local…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: join their game</source>
        <translation>Jogar contra um amigo na sua rede local: entrar no jogo do amigo</translation>
    </message>
    <message>
        <source>Re&amp;plays…</source>
        <translation>&amp;Repetições…</translation>
    </message>
    <message>
        <source>Watch your finished games again, shot by shot</source>
        <translation>Rever os seus jogos terminados, tiro a tiro</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>Your wins, losses and shots against each opponent</source>
        <translation>As suas vitórias, derrotas e tiros contra cada adversário</translation>
    </message>
    <message>
        <source>Waiting for a player</source>
        <translation>À espera de um jogador</translation>
    </message>
    <message>
        <source>Place your fleet</source>
        <translation>Posicione a sua frota</translation>
    </message>
    <message>
        <source>S&amp;ound effects</source>
        <translation>&amp;Efeitos sonoros</translation>
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
        <translation>&amp;Acerca da Batalha Naval</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca do &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Hints against the computer</source>
        <translation>&amp;Dicas contra o computador</translation>
    </message>
    <message>
        <source>A Hint button shows the odds of a ship on every cell. A game with hints does not count for records.</source>
        <translation>Um botão Dica mostra, em cada casa, a probabilidade de haver navio. Um jogo com dicas não conta para os recordes.</translation>
    </message>
    <message>
        <source>More tools</source>
        <extracomment>The button at the end of the tool bar that shows the tools a narrow window hides</extracomment>
        <translation>Mais ferramentas</translation>
    </message>
    <message>
        <source>&amp;Read aloud</source>
        <translation>&amp;Ler em voz alta</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>The fleet needs at least one ship.</source>
        <translation>A frota precisa de pelo menos um navio.</translation>
    </message>
    <message>
        <source>%1: a ship is 1 to 6 cells long.</source>
        <translation>%1: um navio tem de 1 a 6 casas.</translation>
    </message>
    <message>
        <source>%1: 0 to 9 ships of a kind.</source>
        <translation>%1: de 0 a 9 navios de cada tipo.</translation>
    </message>
    <message>
        <source>Every kind of ship needs a name.</source>
        <translation>Cada tipo de navio precisa de um nome.</translation>
    </message>
    <message>
        <source>Two kinds of ship are called %1.</source>
        <translation>Há dois tipos de navio chamados «%1».</translation>
    </message>
    <message>
        <source>Marking the cells around sunk ships needs ships that may not touch.</source>
        <translation>Marcar as casas à volta dos navios afundados exige que os navios não se possam tocar.</translation>
    </message>
    <message>
        <source>Salvo and “Shoot again after a hit” cannot be combined: a salvo already fires one shot per ship afloat.</source>
        <translation>Não dá para combinar a Salva com «Disparar de novo após um acerto»: uma salva já dá um tiro por cada navio à tona.</translation>
    </message>
    <message>
        <source>This fleet does not fit on the grid.</source>
        <translation>Esta frota não cabe na grelha.</translation>
    </message>
    <message>
        <source>This fleet is too crowded: no room was found for it on the grid.</source>
        <translation>Esta frota é grande demais: não foi possível arranjar espaço para ela na grelha.</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Navio %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversário:</translation>
    </message>
    <message>
        <source>Watch: computer against computer</source>
        <translation>Assistir: computador contra computador</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <source>&amp;Shoot again after a hit</source>
        <translation>&amp;Disparar de novo após um acerto</translation>
    </message>
    <message>
        <source>&amp;Mark the cells around sunk ships</source>
        <translation>&amp;Marcar as casas à volta dos navios afundados</translation>
    </message>
    <message>
        <source>Ships may &amp;touch:</source>
        <translation>Os navios podem &amp;tocar-se:</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>By the corners only</source>
        <translation>Só pelos cantos</translation>
    </message>
    <message>
        <source>No, not even by a corner</source>
        <translation>Não, nem sequer pelos cantos</translation>
    </message>
    <message>
        <source>&amp;First shot:</source>
        <translation>&amp;Quem começa:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Eu</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>O adversário</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>À sorte</translation>
    </message>
    <message>
        <source>The loser of the last game</source>
        <translation>Quem perdeu o último jogo</translation>
    </message>
    <message>
        <source>F&amp;leet:</source>
        <translation>&amp;Frota:</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Navio</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Comprimento</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Quantidade</translation>
    </message>
    <message>
        <source>&amp;Add a kind of ship</source>
        <translation>Adicionar um tipo de &amp;navio</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>R&amp;emover</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computador: %1</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Criar um jogo em rede local</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;O seu nome:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>Port&amp;a:</translation>
    </message>
    <message>
        <source>The port your friend&apos;s game connects to; 47300 unless another program uses it.</source>
        <translation>A porta à qual o jogo do seu amigo se liga; 47300, a não ser que outro programa a esteja a usar.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Criar</translation>
    </message>
    <message numerus="yes">
        <source>At most %n ship(s) in a fleet.</source>
        <translation>
            <numerusform>Uma frota tem no máximo %n&#xa0;navio.</numerusform>
            <numerusform>Uma frota tem no máximo %n&#xa0;navios.</numerusform>
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
        <translation>Tipo %1: comprimento</translation>
    </message>
    <message>
        <source>Kind %1: number of ships</source>
        <extracomment>How many ships of a kind the Custom fleet has; %1 is the row, from 1</extracomment>
        <translation>Tipo %1: número de navios</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Frota</translation>
    </message>
    <message>
        <source>Each kind of ship: its name, its length in cells and how many.</source>
        <translation>Cada tipo de navio: o nome, o comprimento em casas e a quantidade.</translation>
    </message>
    <message>
        <source>Remove the selected kind of ship, or the last one</source>
        <translation>Remover o tipo de navio selecionado, ou o último</translation>
    </message>
    <message>
        <source>Salvo: a shot for &amp;each ship afloat</source>
        <translation>&amp;Salva: um tiro por cada navio à tona</translation>
    </message>
    <message>
        <source>Each turn, fire as many shots as you have ships afloat, all chosen before any is answered.</source>
        <translation>Na sua vez, dá tantos tiros quantos os navios que tem à tona, escolhendo todas as casas antes de qualquer resposta.</translation>
    </message>
</context>
<context>
    <name>OpponentLevel</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Almirante</translation>
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
        <translation>Aleató&amp;rio</translation>
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
    <message>
        <source>Save layout</source>
        <translation>Guardar disposição</translation>
    </message>
    <message numerus="yes">
        <source>Name of this layout (at most %n characters):</source>
        <translation>
            <numerusform>Nome desta disposição (no máximo %n&#xa0;carácter):</numerusform>
            <numerusform>Nome desta disposição (no máximo %n&#xa0;caracteres):</numerusform>
        </translation>
    </message>
    <message>
        <source>A layout named “%1” already exists. Replace it?</source>
        <translation>Já existe uma disposição chamada «%1». Substituí-la?</translation>
    </message>
    <message>
        <source>Layout saved as “%1”.</source>
        <translation>Disposição guardada como «%1».</translation>
    </message>
    <message>
        <source>Layout “%1” placed.</source>
        <translation>Disposição «%1» aplicada.</translation>
    </message>
    <message>
        <source>Sa&amp;ve layout…</source>
        <translation>&amp;Guardar disposição…</translation>
    </message>
    <message>
        <source>Keep this fleet under a name, to place it again in a later game</source>
        <translation>Guardar esta frota com um nome, para a voltar a usar noutro jogo</translation>
    </message>
    <message>
        <source>L&amp;oad layout…</source>
        <translation>&amp;Carregar disposição…</translation>
    </message>
    <message>
        <source>Place a fleet you saved earlier</source>
        <translation>Posicionar uma frota que guardou antes</translation>
    </message>
    <message>
        <source>Your fleet and the shipyard</source>
        <extracomment>the board and shipyard where ships are placed, as a screen reader names it</extracomment>
        <translation>A sua frota e o estaleiro</translation>
    </message>
    <message numerus="yes">
        <source>Place %n more ships</source>
        <translation>
            <numerusform>Posicione mais %n&#xa0;navio</numerusform>
            <numerusform>Posicione mais %n&#xa0;navios</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <source>this ship is not part of the fleet</source>
        <translation>este navio não faz parte da frota</translation>
    </message>
    <message>
        <source>outside the grid</source>
        <translation>fora da grelha</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n still to place</source>
        <translation>
            <numerusform>%1: falta %n&#xa0;por posicionar</numerusform>
            <numerusform>%1: faltam %n&#xa0;por posicionar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) long instead of %1</source>
        <translation>
            <numerusform>%n&#xa0;casa de comprimento em vez de %1</numerusform>
            <numerusform>%n&#xa0;casas de comprimento em vez de %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QualityChart</name>
    <message>
        <source>Shot quality and luck over time</source>
        <translation>Qualidade dos tiros e sorte ao longo do tempo</translation>
    </message>
    <message>
        <source>Shot quality</source>
        <translation>Qualidade dos tiros</translation>
    </message>
    <message>
        <source>Luck</source>
        <extracomment>Luck: the hits a player made beyond what the odds of the chosen cells predicted.
----------
The luck axis: hits above (+) or below (−) what the odds predicted (keep it short).</extracomment>
        <translation>Sorte</translation>
    </message>
    <message>
        <source>Games with hints</source>
        <translation>Jogos com dicas</translation>
    </message>
    <message>
        <source>Reviewed games</source>
        <translation>Jogos analisados</translation>
    </message>
    <message>
        <source>Quality</source>
        <extracomment>The axis of shot quality, 0 to 100 (keep it short: the chart is small).</extracomment>
        <translation>Qualidade</translation>
    </message>
    <message>
        <source>No reviewed games yet: review a finished game to see how well you chose your shots.</source>
        <translation>Ainda não há jogos analisados: analise um jogo terminado para ver se escolheu bem os seus tiros.</translation>
    </message>
</context>
<context>
    <name>ReplayReview</name>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Mapa de calor</translation>
    </message>
    <message>
        <source>The odds of a ship before the shot, on the board it was fired at (H)</source>
        <translation>A probabilidade de haver navio antes de cada tiro, na grelha atacada (H)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A player&apos;s review, then where the game turned for them: &quot;Shot quality 87, …. The game turned …&quot;</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>Player One&apos;s shots reviewed: &quot;You: Shot quality 87, 2 wasted shots, luck +2.6&quot;</extracomment>
        <translation>O seu jogo: %1</translation>
    </message>
    <message>
        <source>The opponent: %1</source>
        <extracomment>The opponent&apos;s shots reviewed</extracomment>
        <translation>O jogo do adversário: %1</translation>
    </message>
    <message>
        <source>A %1 chance.</source>
        <extracomment>One shot of a salvo: its cell&apos;s chance, &quot;A 20% chance.&quot;</extracomment>
        <translation>%1 de probabilidade.</translation>
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
        <translation>Este jogo não pode ser revisto: o seu registo viola as regras.</translation>
    </message>
    <message>
        <source>Choose a game to replay.</source>
        <translation>Escolha um jogo para rever.</translation>
    </message>
    <message>
        <source>No shot was fired in this game.</source>
        <translation>Não foi dado nenhum tiro neste jogo.</translation>
    </message>
    <message>
        <source>The fleets are in place.</source>
        <translation>As frotas estão posicionadas.</translation>
    </message>
    <message>
        <source>You fired at %1: Miss.</source>
        <translation>Disparou em %1: Água.</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Miss.</source>
        <translation>O adversário disparou em %1: Água.</translation>
    </message>
    <message>
        <source>You fired at %1: Hit!</source>
        <translation>Disparou em %1: Acertou!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Hit!</source>
        <translation>O adversário disparou em %1: Acertou!</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>A sua frota</translation>
    </message>
    <message>
        <source>The opponent&apos;s fleet</source>
        <translation>A frota do adversário</translation>
    </message>
    <message>
        <source>Shot %1 of %2</source>
        <translation>Tiro %1 de %2</translation>
    </message>
    <message>
        <source>You won: you sank the whole enemy fleet.</source>
        <translation>Ganhou: afundou toda a frota inimiga.</translation>
    </message>
    <message>
        <source>You lost: your whole fleet is sunk.</source>
        <translation>Perdeu: toda a sua frota foi afundada.</translation>
    </message>
    <message>
        <source>You won: your opponent resigned.</source>
        <translation>Ganhou: o seu adversário desistiu.</translation>
    </message>
    <message>
        <source>You lost: you resigned.</source>
        <translation>Perdeu: desistiu.</translation>
    </message>
    <message>
        <source>You won: your opponent broke a rule.</source>
        <translation>Ganhou: o seu adversário violou uma regra.</translation>
    </message>
    <message>
        <source>You lost: a rule was broken.</source>
        <translation>Perdeu: houve uma violação das regras.</translation>
    </message>
    <message>
        <source>You won: your opponent left.</source>
        <translation>Ganhou: o seu adversário saiu.</translation>
    </message>
    <message>
        <source>You lost: the connection was lost.</source>
        <translation>Perdeu: a ligação foi interrompida.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Before the first shot (Home)</source>
        <translation>Antes do primeiro tiro (tecla Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>One shot back (Left arrow)</source>
        <translation>Tiro anterior (seta para a esquerda)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Stop playing (Space)</source>
        <translation>Parar a reprodução (barra de espaços)</translation>
    </message>
    <message>
        <source>Play the game shot by shot (Space)</source>
        <translation>Reproduzir o jogo tiro a tiro (barra de espaços)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Seguinte</translation>
    </message>
    <message>
        <source>One shot forward (Right arrow)</source>
        <translation>Tiro seguinte (seta para a direita)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>After the last shot (End)</source>
        <translation>Depois do último tiro (tecla End)</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocidade:</translation>
    </message>
    <message>
        <source>Seconds between shots</source>
        <translation>Segundos entre tiros</translation>
    </message>
    <message>
        <source>%1 s per shot</source>
        <translation>%1 s por tiro</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>The replay as a whole, which takes the keys that step through the game</extracomment>
        <translation>Repetição do jogo</translation>
    </message>
    <message>
        <source>Left and Right arrows: a shot back or forward. Home and End: the start and the end. Space: play or pause. H: the heat map, once reviewed.</source>
        <translation>Setas para a esquerda e para a direita: tiro anterior ou seguinte. Teclas Home e End: o início e o fim. Barra de espaços: reproduzir ou pausar. H: o mapa de calor, depois de analisado o jogo.</translation>
    </message>
    <message>
        <source>%1 Page Up and Page Down: a salvo back or forward.</source>
        <translation>%1 Teclas Page Up e Page Down: salva anterior ou seguinte.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>LAN</source>
        <translation>Rede local</translation>
    </message>
    <message>
        <source>LAN: %1</source>
        <translation>Rede local: %1</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitória</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Unknown date</source>
        <translation>Data desconhecida</translation>
    </message>
    <message>
        <source>%1, against %2: %3</source>
        <translation>%1, contra %2: %3</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Repetições</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>The column of the player&apos;s shot quality (0 to 100) in reviewed games</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Tiros</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Jogos terminados</translation>
    </message>
    <message numerus="yes">
        <source>No game to replay yet. Every game you finish against the computer, or against a friend once both fleets are revealed, is kept here: the last %n game(s).</source>
        <translation>
            <numerusform>Ainda não há jogos para rever. Cada jogo que terminar contra o computador, ou contra um amigo depois de reveladas as duas frotas, fica guardado aqui: no máximo %n&#xa0;jogo.</numerusform>
            <numerusform>Ainda não há jogos para rever. Cada jogo que terminar contra o computador, ou contra um amigo depois de reveladas as duas frotas, fica guardado aqui: os últimos %n&#xa0;jogos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualidade</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Análise</translation>
    </message>
    <message>
        <source>How good each shot of this game was, and the odds before it</source>
        <translation>A qualidade de cada tiro deste jogo e as probabilidades antes de cada um</translation>
    </message>
    <message>
        <source>Review of this game</source>
        <extracomment>The bar of a game&apos;s review being worked out</extracomment>
        <translation>Análise deste jogo</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Best shot</source>
        <translation>Melhor tiro</translation>
    </message>
    <message>
        <source>Good shot</source>
        <translation>Bom tiro</translation>
    </message>
    <message>
        <source>Weak shot</source>
        <translation>Tiro fraco</translation>
    </message>
    <message>
        <source>Wasted shot</source>
        <extracomment>A shot at a cell the rules had already proved empty</extracomment>
        <translation>Tiro desperdiçado</translation>
    </message>
    <message>
        <source>Ships may not touch, so a cell beside a sunk ship is always empty.</source>
        <translation>Os navios não se podem tocar, por isso uma casa junto a um navio afundado está sempre vazia.</translation>
    </message>
    <message>
        <source>Ships may not touch even at a corner, so a cell diagonal to a hit is always empty.</source>
        <translation>Os navios não se podem tocar, nem sequer na diagonal, por isso uma casa na diagonal de um acerto está sempre vazia.</translation>
    </message>
    <message>
        <source>Any ship here would touch the ship already hit beside it.</source>
        <translation>Qualquer navio aqui tocaria no navio já atingido ao lado.</translation>
    </message>
    <message>
        <source>No ship still afloat fits in this gap.</source>
        <translation>Nenhum navio ainda à tona cabe neste espaço.</translation>
    </message>
    <message>
        <source>No fleet still possible puts a ship here.</source>
        <translation>Nenhuma disposição da frota ainda possível tem aqui um navio.</translation>
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
        <translation>nenhum tiro desperdiçado</translation>
    </message>
    <message numerus="yes">
        <source>%n wasted shot(s)</source>
        <translation>
            <numerusform>%n&#xa0;tiro desperdiçado</numerusform>
            <numerusform>%n&#xa0;tiros desperdiçados</numerusform>
        </translation>
    </message>
    <message>
        <source>Shot quality %1, %2, luck %3</source>
        <extracomment>%1 is the shot quality (0 to 100), %2 the wasted shots, %3 the luck (&quot;+2.6&quot;)</extracomment>
        <translation>Qualidade dos tiros: %1, %2, sorte: %3</translation>
    </message>
    <message numerus="yes">
        <source>The game turned at shots %1–%2: %n weak shot(s) in a row.</source>
        <extracomment>%1 and %2 are the replay&apos;s numbers of the first and last shot of the run</extracomment>
        <translation>
            <numerusform>O ponto de viragem foi nos tiros %1–%2: %n&#xa0;tiro fraco.</numerusform>
            <numerusform>O ponto de viragem foi nos tiros %1–%2: %n&#xa0;tiros fracos seguidos.</numerusform>
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
        <translation>%1: %2 de probabilidade, a mais alta da grelha.</translation>
    </message>
    <message>
        <source>%1: a %2 chance, the best on the board.</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1: %2 de probabilidade, a mais alta da grelha.</translation>
    </message>
    <message>
        <source>%1: a %2 chance; the best was %3 at %4.</source>
        <comment>your shot</comment>
        <translation>%1: %2 de probabilidade; a mais alta era %3, em %4.</translation>
    </message>
    <message>
        <source>%1: a %2 chance; the best was %3 at %4.</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1: %2 de probabilidade; a mais alta era %3, em %4.</translation>
    </message>
    <message>
        <source>Shot quality (%1 of 100): how likely the cells you chose were to hold a ship, against the likeliest cell at that moment; 100 means always the likeliest.</source>
        <extracomment>The review&apos;s tooltip, first line; %1 is the shot quality, 0 to 100</extracomment>
        <translation>Qualidade dos tiros (%1 em 100): a probabilidade de haver um navio nas casas que escolheu, comparada com a da casa mais provável em cada momento; 100 significa que escolheu sempre a mais provável.</translation>
    </message>
    <message>
        <source>Wasted shots (%1): shots at cells the rules had already proved empty.</source>
        <extracomment>The review&apos;s tooltip, second line; %1 is the number of wasted shots</extracomment>
        <translation>Tiros desperdiçados (%1): tiros em casas que, pelas regras, já se sabia estarem vazias.</translation>
    </message>
    <message>
        <source>Luck (%1): your hits minus the hits the chances of your cells promised; above zero, more hits than the odds gave.</source>
        <extracomment>The review&apos;s tooltip, third line; %1 is the luck, signed (&quot;+2.6&quot;, &quot;−1.3&quot;)</extracomment>
        <translation>Sorte (%1): os seus acertos menos os acertos previstos pelas probabilidades das casas que escolheu; acima de zero, acertou mais do que seria de esperar.</translation>
    </message>
    <message>
        <source>Nearly every shot went where a ship was most likely to be.</source>
        <translation>Quase todos os seus tiros foram para onde era mais provável haver um navio.</translation>
    </message>
    <message>
        <source>Most of your shots went where a ship was likely to be.</source>
        <translation>A maioria dos seus tiros foi para onde era provável haver um navio.</translation>
    </message>
    <message>
        <source>Many of your shots went to cells less likely than the best.</source>
        <translation>Muitos dos seus tiros foram para casas menos prováveis do que a melhor.</translation>
    </message>
    <message>
        <source>Many of your shots went where a ship was unlikely to be.</source>
        <translation>Muitos dos seus tiros foram para onde era pouco provável haver um navio.</translation>
    </message>
    <message>
        <source>Luck gave you %1 hits more than the odds promised.</source>
        <extracomment>After the aim&apos;s sentence: %1 is a number of hits with one decimal (&quot;2.6&quot;)</extracomment>
        <translation>Teve sorte: mais %1 acertos do que as probabilidades previam.</translation>
    </message>
    <message>
        <source>Luck gave you %1 hits fewer than the odds promised.</source>
        <extracomment>After the aim&apos;s sentence: %1 is a number of hits with one decimal (&quot;1.3&quot;)</extracomment>
        <translation>Teve azar: menos %1 acertos do que as probabilidades previam.</translation>
    </message>
    <message>
        <source>Salvo judged “%1”: %2 hits expected; the best cells, %3.</source>
        <extracomment>A salvo reviewed: %1 the verdict&apos;s name (“Good shot”), %2 the hits its cells could expect, %3 those of the best cells</extracomment>
        <translation>Salva avaliada como «%1»: acertos esperados, %2; com as melhores casas, %3.</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <source>Standard</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Clássica</translation>
    </message>
    <message>
        <source>Hasbro</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Hasbro</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Personalizada</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n cells)</source>
        <translation>
            <numerusform>%1 × %2 (%n&#xa0;casa)</numerusform>
            <numerusform>%1 × %2 (%n&#xa0;casas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleet: %1</source>
        <translation>Frota: %1</translation>
    </message>
    <message>
        <source>Ships may touch.</source>
        <translation>Os navios podem tocar-se.</translation>
    </message>
    <message>
        <source>Ships may touch by the corners only.</source>
        <translation>Os navios só se podem tocar pelos cantos.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner.</source>
        <translation>Os navios não se podem tocar, nem sequer pelos cantos.</translation>
    </message>
    <message>
        <source>A hit gives another shot.</source>
        <translation>Um acerto dá direito a outro tiro.</translation>
    </message>
    <message>
        <source>The turn passes after every shot.</source>
        <translation>A vez passa depois de cada tiro.</translation>
    </message>
    <message>
        <source>The cells around a sunk ship are marked.</source>
        <translation>As casas à volta de um navio afundado são marcadas como água.</translation>
    </message>
    <message>
        <source>You fire first.</source>
        <translation>Dispara primeiro.</translation>
    </message>
    <message>
        <source>Your opponent fires first.</source>
        <translation>O adversário dispara primeiro.</translation>
    </message>
    <message>
        <source>6 ships from 5 to 1 cells, no touching, the turn passes after a shot</source>
        <translation>6&#xa0;navios de 1 a 5&#xa0;casas, sem se tocarem, a vez passa após cada tiro</translation>
    </message>
    <message>
        <source>10 ships from 4 to 1 cells, no touching, shoot again after a hit</source>
        <translation>10&#xa0;navios de 1 a 4&#xa0;casas, sem se tocarem, dispara de novo após um acerto</translation>
    </message>
    <message>
        <source>5 ships from 5 to 2 cells, ships may touch, the turn passes after a shot</source>
        <translation>5&#xa0;navios de 2 a 5&#xa0;casas, podem tocar-se, a vez passa após cada tiro</translation>
    </message>
    <message>
        <source>Your own fleet and rules</source>
        <translation>A sua frota e as suas regras</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Regras padrão</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Regras clássicas</translation>
    </message>
    <message>
        <source>Hasbro rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Regras Hasbro</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Regras personalizadas</translation>
    </message>
    <message>
        <source>%1 · 6 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Standard rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 6&#xa0;navios</translation>
    </message>
    <message>
        <source>%1 · 10 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Classic rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 10&#xa0;navios</translation>
    </message>
    <message>
        <source>%1 · 5 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Hasbro rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 5&#xa0;navios</translation>
    </message>
    <message>
        <source>%1 with Salvo</source>
        <extracomment>%1 the rules as a title (&quot;Classic rules&quot;)</extracomment>
        <translation>%1 com Salva</translation>
    </message>
    <message>
        <source>%1 · Salvo</source>
        <extracomment>under the welcome page&apos;s Play: %1 the rules and the fleet (&quot;Standard rules · 6 ships&quot;)</extracomment>
        <translation>%1 · Salva</translation>
    </message>
    <message>
        <source>Salvo: each turn, one shot for each ship afloat, all fired together.</source>
        <translation>Salva: cada jogador, na sua vez, dá um tiro por cada navio à tona, todos disparados em conjunto.</translation>
    </message>
</context>
<context>
    <name>RunningGame</name>
    <message>
        <source>Sea Battle is already running (process %1) with your games in %2: its window was brought to the front. Only one Sea Battle at a time keeps your games, so this one closes.</source>
        <translation>A Batalha Naval já está aberta (processo %1), com os seus jogos em %2: a janela que já estava aberta passou para a frente. Só pode haver uma Batalha Naval aberta a guardar os seus jogos, por isso esta vai fechar.</translation>
    </message>
    <message>
        <source>Sea Battle is already running (process %1 on %2) with your games in %3, and it did not answer. Only one Sea Battle at a time keeps your games: close the other one first.</source>
        <translation>A Batalha Naval já está aberta (processo %1 em %2), com os seus jogos em %3, e não respondeu. Só pode haver uma Batalha Naval aberta a guardar os seus jogos: feche primeiro a outra.</translation>
    </message>
    <message>
        <source>Your games folder %1 could not be locked (%2): do not start a second Sea Battle while this one runs, or they will overwrite each other&apos;s games.</source>
        <translation>Não foi possível bloquear a pasta dos seus jogos, %1 (%2): não abra uma segunda Batalha Naval enquanto esta estiver aberta, senão uma vai escrever por cima dos jogos da outra.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permissão negada</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erro desconhecido</translation>
    </message>
</context>
<context>
    <name>SalvoSteps</name>
    <message>
        <source>Before the first of %1 salvos</source>
        <extracomment>A Salvo game&apos;s replay before its first shot: &quot;Before the first of 14 salvos&quot;</extracomment>
        <translation>Antes da salva 1 de %1</translation>
    </message>
    <message>
        <source>Salvo %1 of %2, shot %3 of %4</source>
        <extracomment>Where a Salvo game&apos;s replay stands: &quot;Salvo 3 of 14, shot 2 of 4&quot;</extracomment>
        <translation>Salva %1 de %2, tiro %3 de %4</translation>
    </message>
    <message>
        <source>Previous salvo</source>
        <translation>Salva anterior</translation>
    </message>
    <message>
        <source>Back to the end of the salvo before (Page Up)</source>
        <translation>Voltar ao fim da salva anterior (tecla Page Up)</translation>
    </message>
    <message>
        <source>Next salvo</source>
        <translation>Salva seguinte</translation>
    </message>
    <message>
        <source>On to the end of the next salvo (Page Down)</source>
        <translation>Avançar para o fim da salva seguinte (tecla Page Down)</translation>
    </message>
</context>
<context>
    <name>SaveSlot</name>
    <message>
        <source>the file cannot be opened</source>
        <translation>o ficheiro não pode ser aberto</translation>
    </message>
    <message>
        <source>the file is empty or damaged</source>
        <translation>o ficheiro está vazio ou danificado</translation>
    </message>
    <message>
        <source>the file is not a saved game</source>
        <translation>o ficheiro não é um jogo guardado</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Sea Battle</source>
        <translation>foi guardado por uma versão mais recente da Batalha Naval</translation>
    </message>
    <message>
        <source>its game does not follow the rules</source>
        <translation>o jogo que contém não respeita as regras</translation>
    </message>
</context>
<context>
    <name>ShelfWords</name>
    <message numerus="yes">
        <source>This layout was made for a custom fleet of %n ships.</source>
        <translation>
            <numerusform>Esta disposição foi feita para uma frota personalizada de %n&#xa0;navio.</numerusform>
            <numerusform>Esta disposição foi feita para uma frota personalizada de %n&#xa0;navios.</numerusform>
        </translation>
    </message>
    <message>
        <source>This layout is damaged: it cannot be read.</source>
        <translation>Esta disposição está danificada: não pode ser lida.</translation>
    </message>
    <message>
        <source>This layout is incomplete under these rules: %1.</source>
        <translation>Com estas regras, esta disposição está incompleta: %1.</translation>
    </message>
    <message>
        <source>Give the layout a name.</source>
        <translation>Dê um nome à disposição.</translation>
    </message>
    <message numerus="yes">
        <source>A layout&apos;s name has at most %n characters.</source>
        <translation>
            <numerusform>O nome de uma disposição tem no máximo %n&#xa0;carácter.</numerusform>
            <numerusform>O nome de uma disposição tem no máximo %n&#xa0;caracteres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are already %n saved layouts: replace or delete one first.</source>
        <translation>
            <numerusform>Já existe %n&#xa0;disposição guardada: substitua-a ou elimine-a primeiro.</numerusform>
            <numerusform>Já existem %n&#xa0;disposições guardadas: substitua ou elimine uma delas primeiro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a complete fleet that follows the rules can be saved.</source>
        <translation>Só é possível guardar uma frota completa que respeite as regras.</translation>
    </message>
    <message>
        <source>There is no layout named “%1”.</source>
        <translation>Não existe nenhuma disposição chamada «%1».</translation>
    </message>
    <message>
        <source>The layouts could not be saved: %1</source>
        <translation>Não foi possível guardar as disposições: %1</translation>
    </message>
    <message>
        <source>This layout was made for the Standard fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Esta disposição foi feita para a frota padrão.</translation>
    </message>
    <message>
        <source>This layout was made for the Classic fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Esta disposição foi feita para a frota clássica.</translation>
    </message>
    <message>
        <source>This layout was made for the Hasbro fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Esta disposição foi feita para a frota Hasbro.</translation>
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
        <translation>Torpedeiro</translation>
    </message>
    <message>
        <source>Carrier</source>
        <comment>inside a sentence</comment>
        <translation>porta-aviões</translation>
    </message>
    <message>
        <source>Battleship</source>
        <comment>inside a sentence</comment>
        <translation>couraçado</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <comment>inside a sentence</comment>
        <translation>cruzador</translation>
    </message>
    <message>
        <source>Submarine</source>
        <comment>inside a sentence</comment>
        <translation>submarino</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <comment>inside a sentence</comment>
        <translation>contratorpedeiro</translation>
    </message>
    <message>
        <source>Patrol boat</source>
        <comment>inside a sentence</comment>
        <translation>lancha de patrulha</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <comment>inside a sentence</comment>
        <translation>torpedeiro</translation>
    </message>
</context>
<context>
    <name>ShipSentence</name>
    <message>
        <source>%1, your %2</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, o seu navio «%2»</translation>
    </message>
    <message>
        <source>%1, your Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, o seu porta-aviões</translation>
    </message>
    <message>
        <source>%1, your Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, o seu couraçado</translation>
    </message>
    <message>
        <source>%1, your Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, o seu cruzador</translation>
    </message>
    <message>
        <source>%1, your Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, o seu submarino</translation>
    </message>
    <message>
        <source>%1, your Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, o seu contratorpedeiro</translation>
    </message>
    <message>
        <source>%1, your Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, a sua lancha de patrulha</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, o seu torpedeiro</translation>
    </message>
    <message>
        <source>%1, your %2, hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, o seu navio «%2», atingido</translation>
    </message>
    <message>
        <source>%1, your Carrier, hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, o seu porta-aviões, atingido</translation>
    </message>
    <message>
        <source>%1, your Battleship, hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, o seu couraçado, atingido</translation>
    </message>
    <message>
        <source>%1, your Cruiser, hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, o seu cruzador, atingido</translation>
    </message>
    <message>
        <source>%1, your Submarine, hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, o seu submarino, atingido</translation>
    </message>
    <message>
        <source>%1, your Destroyer, hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, o seu contratorpedeiro, atingido</translation>
    </message>
    <message>
        <source>%1, your Patrol boat, hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, a sua lancha de patrulha, atingida</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat, hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, o seu torpedeiro, atingido</translation>
    </message>
    <message>
        <source>%1, your %2, sunk</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, o seu navio «%2», afundado</translation>
    </message>
    <message>
        <source>%1, your Carrier, sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, o seu porta-aviões, afundado</translation>
    </message>
    <message>
        <source>%1, your Battleship, sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, o seu couraçado, afundado</translation>
    </message>
    <message>
        <source>%1, your Cruiser, sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, o seu cruzador, afundado</translation>
    </message>
    <message>
        <source>%1, your Submarine, sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, o seu submarino, afundado</translation>
    </message>
    <message>
        <source>%1, your Destroyer, sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, o seu contratorpedeiro, afundado</translation>
    </message>
    <message>
        <source>%1, your Patrol boat, sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, a sua lancha de patrulha, afundada</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat, sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, o seu torpedeiro, afundado</translation>
    </message>
    <message>
        <source>%1, sunk, %2</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, navio «%2» afundado</translation>
    </message>
    <message>
        <source>%1, sunk, Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, porta-aviões afundado</translation>
    </message>
    <message>
        <source>%1, sunk, Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, couraçado afundado</translation>
    </message>
    <message>
        <source>%1, sunk, Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, cruzador afundado</translation>
    </message>
    <message>
        <source>%1, sunk, Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, submarino afundado</translation>
    </message>
    <message>
        <source>%1, sunk, Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, contratorpedeiro afundado</translation>
    </message>
    <message>
        <source>%1, sunk, Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, lancha de patrulha afundada</translation>
    </message>
    <message>
        <source>%1, sunk, Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, torpedeiro afundado</translation>
    </message>
    <message>
        <source>%1, %2, hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, navio «%2», atingido</translation>
    </message>
    <message>
        <source>%1, Carrier, hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, porta-aviões, atingido</translation>
    </message>
    <message>
        <source>%1, Battleship, hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, couraçado, atingido</translation>
    </message>
    <message>
        <source>%1, Cruiser, hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, cruzador, atingido</translation>
    </message>
    <message>
        <source>%1, Submarine, hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, submarino, atingido</translation>
    </message>
    <message>
        <source>%1, Destroyer, hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, contratorpedeiro, atingido</translation>
    </message>
    <message>
        <source>%1, Patrol boat, hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, lancha de patrulha, atingida</translation>
    </message>
    <message>
        <source>%1, Torpedo boat, hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, torpedeiro, atingido</translation>
    </message>
    <message>
        <source>%1, %2, not hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, navio «%2», não atingido</translation>
    </message>
    <message>
        <source>%1, Carrier, not hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, porta-aviões, não atingido</translation>
    </message>
    <message>
        <source>%1, Battleship, not hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, couraçado, não atingido</translation>
    </message>
    <message>
        <source>%1, Cruiser, not hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, cruzador, não atingido</translation>
    </message>
    <message>
        <source>%1, Submarine, not hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, submarino, não atingido</translation>
    </message>
    <message>
        <source>%1, Destroyer, not hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, contratorpedeiro, não atingido</translation>
    </message>
    <message>
        <source>%1, Patrol boat, not hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, lancha de patrulha, não atingida</translation>
    </message>
    <message>
        <source>%1, Torpedo boat, not hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, torpedeiro, não atingido</translation>
    </message>
    <message>
        <source>overlaps the %1</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>sobrepõe-se ao navio «%1»</translation>
    </message>
    <message>
        <source>overlaps the Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>sobrepõe-se ao porta-aviões</translation>
    </message>
    <message>
        <source>overlaps the Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>sobrepõe-se ao couraçado</translation>
    </message>
    <message>
        <source>overlaps the Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>sobrepõe-se ao cruzador</translation>
    </message>
    <message>
        <source>overlaps the Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>sobrepõe-se ao submarino</translation>
    </message>
    <message>
        <source>overlaps the Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>sobrepõe-se ao contratorpedeiro</translation>
    </message>
    <message>
        <source>overlaps the Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>sobrepõe-se à lancha de patrulha</translation>
    </message>
    <message>
        <source>overlaps the Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>sobrepõe-se ao torpedeiro</translation>
    </message>
    <message>
        <source>touches the %2 at %1</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>toca no navio «%2» em %1</translation>
    </message>
    <message>
        <source>touches the Carrier at %1</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>toca no porta-aviões em %1</translation>
    </message>
    <message>
        <source>touches the Battleship at %1</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>toca no couraçado em %1</translation>
    </message>
    <message>
        <source>touches the Cruiser at %1</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>toca no cruzador em %1</translation>
    </message>
    <message>
        <source>touches the Submarine at %1</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>toca no submarino em %1</translation>
    </message>
    <message>
        <source>touches the Destroyer at %1</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>toca no contratorpedeiro em %1</translation>
    </message>
    <message>
        <source>touches the Patrol boat at %1</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>toca na lancha de patrulha em %1</translation>
    </message>
    <message>
        <source>touches the Torpedo boat at %1</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>toca no torpedeiro em %1</translation>
    </message>
    <message>
        <source>touches the corner of the %2 at %1</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>toca no canto do navio «%2» em %1</translation>
    </message>
    <message>
        <source>touches the corner of the Carrier at %1</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>toca no canto do porta-aviões em %1</translation>
    </message>
    <message>
        <source>touches the corner of the Battleship at %1</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>toca no canto do couraçado em %1</translation>
    </message>
    <message>
        <source>touches the corner of the Cruiser at %1</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>toca no canto do cruzador em %1</translation>
    </message>
    <message>
        <source>touches the corner of the Submarine at %1</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>toca no canto do submarino em %1</translation>
    </message>
    <message>
        <source>touches the corner of the Destroyer at %1</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>toca no canto do contratorpedeiro em %1</translation>
    </message>
    <message>
        <source>touches the corner of the Patrol boat at %1</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>toca no canto da lancha de patrulha em %1</translation>
    </message>
    <message>
        <source>touches the corner of the Torpedo boat at %1</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>toca no canto do torpedeiro em %1</translation>
    </message>
    <message>
        <source>The %2 cannot go there: %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>O navio «%2» não pode ficar aí: %1.</translation>
    </message>
    <message>
        <source>The Carrier cannot go there: %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>O porta-aviões não pode ficar aí: %1.</translation>
    </message>
    <message>
        <source>The Battleship cannot go there: %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>O couraçado não pode ficar aí: %1.</translation>
    </message>
    <message>
        <source>The Cruiser cannot go there: %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>O cruzador não pode ficar aí: %1.</translation>
    </message>
    <message>
        <source>The Submarine cannot go there: %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>O submarino não pode ficar aí: %1.</translation>
    </message>
    <message>
        <source>The Destroyer cannot go there: %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>O contratorpedeiro não pode ficar aí: %1.</translation>
    </message>
    <message>
        <source>The Patrol boat cannot go there: %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>A lancha de patrulha não pode ficar aí: %1.</translation>
    </message>
    <message>
        <source>The Torpedo boat cannot go there: %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>O torpedeiro não pode ficar aí: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the %2 %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição: o navio «%2» %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Carrier %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição: o porta-aviões %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Battleship %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição: o couraçado %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Cruiser %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição: o cruzador %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Submarine %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição: o submarino %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Destroyer %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição: o contratorpedeiro %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Patrol boat %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição: a lancha de patrulha %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Torpedo boat %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição: o torpedeiro %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the %2: %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição por causa do navio «%2»: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Carrier: %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição por causa do porta-aviões: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Battleship: %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição por causa do couraçado: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Cruiser: %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição por causa do cruzador: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Submarine: %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição por causa do submarino: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Destroyer: %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição por causa do contratorpedeiro: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Patrol boat: %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição por causa da lancha de patrulha: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Torpedo boat: %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Estas regras não permitem esta disposição por causa do torpedeiro: %1.</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Navio «%1» afundado</translation>
    </message>
    <message>
        <source>Carrier sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Porta-aviões afundado</translation>
    </message>
    <message>
        <source>Battleship sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Couraçado afundado</translation>
    </message>
    <message>
        <source>Cruiser sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Cruzador afundado</translation>
    </message>
    <message>
        <source>Submarine sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Submarino afundado</translation>
    </message>
    <message>
        <source>Destroyer sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Contratorpedeiro afundado</translation>
    </message>
    <message>
        <source>Patrol boat sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Lancha de patrulha afundada</translation>
    </message>
    <message>
        <source>Torpedo boat sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Torpedeiro afundado</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <comment>several ships of a class the player named: %1 is its name as typed</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Navios «%1» afundados</translation>
    </message>
    <message>
        <source>Carriers sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Porta-aviões afundados</translation>
    </message>
    <message>
        <source>Battleships sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Couraçados afundados</translation>
    </message>
    <message>
        <source>Cruisers sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Cruzadores afundados</translation>
    </message>
    <message>
        <source>Submarines sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Submarinos afundados</translation>
    </message>
    <message>
        <source>Destroyers sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Contratorpedeiros afundados</translation>
    </message>
    <message>
        <source>Patrol boats sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Lanchas de patrulha afundadas</translation>
    </message>
    <message>
        <source>Torpedo boats sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Torpedeiros afundados</translation>
    </message>
    <message>
        <source>%1: Sunk: %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Afundou o navio «%2»!</translation>
    </message>
    <message>
        <source>%1: Sunk: Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Afundou o porta-aviões!</translation>
    </message>
    <message>
        <source>%1: Sunk: Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Afundou o couraçado!</translation>
    </message>
    <message>
        <source>%1: Sunk: Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Afundou o cruzador!</translation>
    </message>
    <message>
        <source>%1: Sunk: Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Afundou o submarino!</translation>
    </message>
    <message>
        <source>%1: Sunk: Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Afundou o contratorpedeiro!</translation>
    </message>
    <message>
        <source>%1: Sunk: Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Afundou a lancha de patrulha!</translation>
    </message>
    <message>
        <source>%1: Sunk: Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Afundou o torpedeiro!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O inimigo disparou em %1: Afundou o seu navio «%2»!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O inimigo disparou em %1: Afundou o seu porta-aviões!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O inimigo disparou em %1: Afundou o seu couraçado!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O inimigo disparou em %1: Afundou o seu cruzador!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O inimigo disparou em %1: Afundou o seu submarino!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O inimigo disparou em %1: Afundou o seu contratorpedeiro!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O inimigo disparou em %1: Afundou a sua lancha de patrulha!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O inimigo disparou em %1: Afundou o seu torpedeiro!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Disparou em %1: Afundou o navio «%2»!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Disparou em %1: Afundou o porta-aviões!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Disparou em %1: Afundou o couraçado!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Disparou em %1: Afundou o cruzador!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Disparou em %1: Afundou o submarino!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Disparou em %1: Afundou o contratorpedeiro!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Disparou em %1: Afundou a lancha de patrulha!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Disparou em %1: Afundou o torpedeiro!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O adversário disparou em %1: Afundou o seu navio «%2»!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O adversário disparou em %1: Afundou o seu porta-aviões!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O adversário disparou em %1: Afundou o seu couraçado!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O adversário disparou em %1: Afundou o seu cruzador!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O adversário disparou em %1: Afundou o seu submarino!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O adversário disparou em %1: Afundou o seu contratorpedeiro!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O adversário disparou em %1: Afundou a sua lancha de patrulha!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>O adversário disparou em %1: Afundou o seu torpedeiro!</translation>
    </message>
    <message>
        <source>Their %1 was there.</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Mas estava lá o navio «%1».</translation>
    </message>
    <message>
        <source>Their Carrier was there.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Mas estava lá o porta-aviões.</translation>
    </message>
    <message>
        <source>Their Battleship was there.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Mas estava lá o couraçado.</translation>
    </message>
    <message>
        <source>Their Cruiser was there.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Mas estava lá o cruzador.</translation>
    </message>
    <message>
        <source>Their Submarine was there.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Mas estava lá o submarino.</translation>
    </message>
    <message>
        <source>Their Destroyer was there.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Mas estava lá o contratorpedeiro.</translation>
    </message>
    <message>
        <source>Their Patrol boat was there.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Mas estava lá a lancha de patrulha.</translation>
    </message>
    <message>
        <source>Their Torpedo boat was there.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>Mas estava lá o torpedeiro.</translation>
    </message>
    <message>
        <source>They announced their %2 sunk at %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>O seu adversário deu o navio «%2» como afundado em %1.</translation>
    </message>
    <message>
        <source>They announced their Carrier sunk at %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>O seu adversário deu o porta-aviões como afundado em %1.</translation>
    </message>
    <message>
        <source>They announced their Battleship sunk at %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>O seu adversário deu o couraçado como afundado em %1.</translation>
    </message>
    <message>
        <source>They announced their Cruiser sunk at %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>O seu adversário deu o cruzador como afundado em %1.</translation>
    </message>
    <message>
        <source>They announced their Submarine sunk at %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>O seu adversário deu o submarino como afundado em %1.</translation>
    </message>
    <message>
        <source>They announced their Destroyer sunk at %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>O seu adversário deu o contratorpedeiro como afundado em %1.</translation>
    </message>
    <message>
        <source>They announced their Patrol boat sunk at %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>O seu adversário deu a lancha de patrulha como afundada em %1.</translation>
    </message>
    <message>
        <source>They announced their Torpedo boat sunk at %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>O seu adversário deu o torpedeiro como afundado em %1.</translation>
    </message>
    <message>
        <source>That shot sank their %1.</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Mas esse tiro afundou o navio «%1».</translation>
    </message>
    <message>
        <source>That shot sank their Carrier.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Mas esse tiro afundou o porta-aviões.</translation>
    </message>
    <message>
        <source>That shot sank their Battleship.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Mas esse tiro afundou o couraçado.</translation>
    </message>
    <message>
        <source>That shot sank their Cruiser.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Mas esse tiro afundou o cruzador.</translation>
    </message>
    <message>
        <source>That shot sank their Submarine.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Mas esse tiro afundou o submarino.</translation>
    </message>
    <message>
        <source>That shot sank their Destroyer.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Mas esse tiro afundou o contratorpedeiro.</translation>
    </message>
    <message>
        <source>That shot sank their Patrol boat.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Mas esse tiro afundou a lancha de patrulha.</translation>
    </message>
    <message>
        <source>That shot sank their Torpedo boat.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>Mas esse tiro afundou o torpedeiro.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their %2 was already sunk.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: o navio «%2» já estava afundado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Carrier was already sunk.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: o porta-aviões já estava afundado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Battleship was already sunk.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: o couraçado já estava afundado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Cruiser was already sunk.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: o cruzador já estava afundado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Submarine was already sunk.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: o submarino já estava afundado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Destroyer was already sunk.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: o contratorpedeiro já estava afundado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Patrol boat was already sunk.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: a lancha de patrulha já estava afundada.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Torpedo boat was already sunk.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: o torpedeiro já estava afundado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their %2 are not cells you hit in one line.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas indicadas para o navio «%2» não formam uma linha de casas em que tenha acertado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Carrier are not cells you hit in one line.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas indicadas para o porta-aviões não formam uma linha de casas em que tenha acertado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Battleship are not cells you hit in one line.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas indicadas para o couraçado não formam uma linha de casas em que tenha acertado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Cruiser are not cells you hit in one line.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas indicadas para o cruzador não formam uma linha de casas em que tenha acertado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Submarine are not cells you hit in one line.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas indicadas para o submarino não formam uma linha de casas em que tenha acertado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Destroyer are not cells you hit in one line.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas indicadas para o contratorpedeiro não formam uma linha de casas em que tenha acertado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Patrol boat are not cells you hit in one line.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas indicadas para a lancha de patrulha não formam uma linha de casas em que tenha acertado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Torpedo boat are not cells you hit in one line.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas indicadas para o torpedeiro não formam uma linha de casas em que tenha acertado.</translation>
    </message>
    <message>
        <source>unknown ship</source>
        <extracomment>the name of a ship the game cannot tell (a damaged layout, a false answer), standing where a class the player named would: &quot;the ship «unknown ship»&quot;</extracomment>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>%1 afloat</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Navio «%1» à tona</translation>
    </message>
    <message>
        <source>Carrier afloat</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Porta-aviões à tona</translation>
    </message>
    <message>
        <source>Battleship afloat</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Couraçado à tona</translation>
    </message>
    <message>
        <source>Cruiser afloat</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Cruzador à tona</translation>
    </message>
    <message>
        <source>Submarine afloat</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Submarino à tona</translation>
    </message>
    <message>
        <source>Destroyer afloat</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Contratorpedeiro à tona</translation>
    </message>
    <message>
        <source>Patrol boat afloat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Lancha de patrulha à tona</translation>
    </message>
    <message>
        <source>Torpedo boat afloat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Torpedeiro à tona</translation>
    </message>
    <message>
        <source>%1 hit, still afloat</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Navio «%1» atingido, ainda à tona</translation>
    </message>
    <message>
        <source>Carrier hit, still afloat</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Porta-aviões atingido, ainda à tona</translation>
    </message>
    <message>
        <source>Battleship hit, still afloat</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Couraçado atingido, ainda à tona</translation>
    </message>
    <message>
        <source>Cruiser hit, still afloat</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Cruzador atingido, ainda à tona</translation>
    </message>
    <message>
        <source>Submarine hit, still afloat</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Submarino atingido, ainda à tona</translation>
    </message>
    <message>
        <source>Destroyer hit, still afloat</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Contratorpedeiro atingido, ainda à tona</translation>
    </message>
    <message>
        <source>Patrol boat hit, still afloat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Lancha de patrulha atingida, ainda à tona</translation>
    </message>
    <message>
        <source>Torpedo boat hit, still afloat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Torpedeiro atingido, ainda à tona</translation>
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
        <translation>Não foi possível ler as suas estatísticas, por isso recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your statistics file is damaged, so your statistics start afresh.</source>
        <translation>O seu ficheiro de estatísticas está danificado, por isso as suas estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Sea Battle, so they start afresh in this one.</source>
        <translation>As suas estatísticas foram guardadas por uma versão mais recente da Batalha Naval, por isso recomeçam do zero nesta versão.</translation>
    </message>
    <message>
        <source>Your statistics were not saved: the old file %1 could not be read or moved, and it is not overwritten. Move it elsewhere to save your statistics again.</source>
        <translation>As suas estatísticas não foram guardadas: não foi possível ler nem mover o ficheiro antigo %1, que não será substituído. Mova-o para outro sítio para voltar a guardar as suas estatísticas.</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>O ficheiro antigo foi mantido como %1.</translation>
    </message>
    <message>
        <source>The old file could not be moved, so it was left as it is in %1; new statistics will not be saved over it.</source>
        <translation>Não foi possível mover o ficheiro antigo, por isso ficou como estava em %1; as novas estatísticas não serão guardadas por cima dele.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in %1: %2. The file keeps the statistics saved before.</source>
        <translation>Não foi possível guardar as suas estatísticas em %1: %2. O ficheiro mantém as estatísticas guardadas antes.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>LAN friends</source>
        <translation>Amigos em rede local</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Repor as estatísticas</translation>
    </message>
    <message>
        <source>Forget every game against every opponent and start your statistics afresh? This cannot be undone.</source>
        <translation>Apagar todos os jogos contra todos os adversários e pôr as estatísticas a zero? Esta ação não pode ser desfeita.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversário:</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Todos os adversários</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Jogos:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Vitórias:</translation>
    </message>
    <message>
        <source>Losses:</source>
        <translation>Derrotas:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Série de vitórias atual:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <translation>Melhor série de vitórias:</translation>
    </message>
    <message>
        <source>Average shots to win:</source>
        <translation>Média de tiros para ganhar:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Melhor jogo:</translation>
    </message>
    <message>
        <source>Accuracy:</source>
        <translation>Precisão:</translation>
    </message>
    <message>
        <source>Over the games won by sinking the whole fleet</source>
        <translation>Nos jogos ganhos por afundar a frota inteira</translation>
    </message>
    <message>
        <source>The fewest shots you needed to sink the whole fleet</source>
        <translation>O menor número de tiros de que precisou para afundar a frota inteira</translation>
    </message>
    <message>
        <source>Your shots that hit a ship, over every game</source>
        <translation>Os seus tiros que acertaram num navio, em todos os jogos</translation>
    </message>
    <message>
        <source>Shots needed to win</source>
        <translation>Tiros necessários para ganhar</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Tiros</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Wins and losses over time</source>
        <translation>Vitórias e derrotas ao longo do tempo</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Repor…</translation>
    </message>
    <message>
        <source>Forget every game and start afresh</source>
        <translation>Apagar todos os jogos e recomeçar do zero</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s), on %1</source>
        <translation>
            <numerusform>%n&#xa0;tiro, a %1</numerusform>
            <numerusform>%n&#xa0;tiros, a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: place the sign as your language does</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>No games yet: your results appear here once you have finished a game.</source>
        <translation>Ainda não há jogos: os seus resultados aparecem aqui depois de terminar um jogo.</translation>
    </message>
    <message>
        <source>No games against this opponent yet.</source>
        <translation>Ainda não há jogos contra este adversário.</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Jogos disputados</translation>
    </message>
    <message>
        <source>Games played, from %1 to %2</source>
        <translation>Jogos disputados, de %1 a %2</translation>
    </message>
    <message>
        <source>Games with hints:</source>
        <translation>Jogos com dicas:</translation>
    </message>
    <message>
        <source>Games you asked for a hint in: they count as games, but not for your best game, shots to win or streaks</source>
        <translation>Jogos em que pediu uma dica: contam como jogos, mas não para o melhor jogo, a média de tiros para ganhar nem as séries</translation>
    </message>
    <message>
        <source>&amp;Turns:</source>
        <translation>Modo de &amp;tiro:</translation>
    </message>
    <message>
        <source>One shot a turn</source>
        <extracomment>Statistics of the games where each turn is one shot (not Salvo)</extracomment>
        <translation>Um tiro por vez</translation>
    </message>
    <message>
        <source>Salvo</source>
        <extracomment>Statistics of the games played under the Salvo rule</extracomment>
        <translation>Salva</translation>
    </message>
</context>
<context>
    <name>ViolationText</name>
    <message>
        <source>The fleet they revealed breaks the rules.</source>
        <translation>A frota revelada pelo seu adversário viola as regras.</translation>
    </message>
    <message>
        <source>The fleet they revealed breaks the rules: %1</source>
        <translation>A frota revelada pelo seu adversário viola as regras: %1</translation>
    </message>
    <message>
        <source>They announced a hit at %1, but there was only water.</source>
        <translation>O seu adversário anunciou «Acertou» em %1, mas ali só havia água.</translation>
    </message>
    <message>
        <source>They answered a shot you never fired.</source>
        <translation>O seu adversário respondeu a um tiro que nunca foi dado.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: a sinking must name the ship, and only a sinking may.</source>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: só um «Afundado» indica o navio, e tem sempre de o indicar.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the ship it names is not in the fleet.</source>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: o navio que indica não faz parte da frota.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells you have not fired at can no longer hold the ships still afloat.</source>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: as casas onde ainda não disparou já não podem conter os navios ainda à tona.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: every cell of their fleet is hit, yet they did not announce every ship sunk.</source>
        <translation>A resposta do seu adversário em %1 não pode ser verdadeira: todas as casas da frota adversária foram atingidas, mas nem todos os navios foram anunciados como afundados.</translation>
    </message>
    <message>
        <source>They answered Miss at %1.</source>
        <translation>O seu adversário respondeu «Água» em %1.</translation>
    </message>
    <message>
        <source>That ship was not sunk, or not where they said.</source>
        <translation>Mas esse navio não foi afundado, ou não estava no sítio indicado.</translation>
    </message>
    <message>
        <source>They answered Hit at %1.</source>
        <translation>O seu adversário respondeu «Acertou» em %1.</translation>
    </message>
</context>
<context>
    <name>WelcomeView</name>
    <message>
        <source>Fires at random, and often forgets a ship it has hit.</source>
        <translation>Dispara ao acaso e esquece-se muitas vezes de um navio em que já acertou.</translation>
    </message>
    <message>
        <source>Searches in a pattern, then sinks what it hits.</source>
        <translation>Procura com método e depois acaba com os navios em que acerta.</translation>
    </message>
    <message>
        <source>Fires where your ships are most likely to be.</source>
        <translation>Dispara onde os seus navios têm mais probabilidade de estar.</translation>
    </message>
    <message>
        <source>Hard&apos;s aim, an exact endgame, and a fleet hard to find.</source>
        <translation>A pontaria do nível Difícil, um fim de jogo sem erros e uma frota difícil de encontrar.</translation>
    </message>
    <message>
        <source>Sea Battle</source>
        <translation>Batalha Naval</translation>
    </message>
    <message>
        <source>Place your fleet, find theirs, sink it first.</source>
        <translation>Posicione a sua frota, encontre a do adversário e afunde-a antes que ele afunde a sua.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Jo&amp;gar</translation>
    </message>
    <message>
        <source>Straight into battle with the last rules and opponent, your fleet placed at random</source>
        <translation>Direto para a batalha, com as regras e o adversário da última vez e a frota posicionada ao acaso</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Go on with the game you left</source>
        <translation>Retomar o jogo que deixou a meio</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Fácil</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Médio</translation>
    </message>
    <message>
        <source>&amp;Admiral</source>
        <translation>Almi&amp;rante</translation>
    </message>
    <message>
        <source>&amp;Watch two computers</source>
        <translation>&amp;Ver os computadores a jogar</translation>
    </message>
    <message>
        <source>Two computers play each other; you watch</source>
        <translation>Assistir a um jogo entre dois computadores</translation>
    </message>
    <message>
        <source>All the &amp;rules…</source>
        <translation>&amp;Todas as regras…</translation>
    </message>
    <message>
        <source>Choose the opponent, the rules and their options, or make your own fleet</source>
        <translation>Escolher o adversário, as regras e as opções, ou criar a sua própria frota</translation>
    </message>
    <message>
        <source>Har&amp;d</source>
        <translation>Difíci&amp;l</translation>
    </message>
    <message>
        <source>Opponent</source>
        <extracomment>The row of the four computers on the welcome page, for a screen reader</extracomment>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Place your &amp;fleet</source>
        <translation>&amp;Posicionar a sua frota</translation>
    </message>
    <message>
        <source>Place your own fleet, then play against the computer chosen above</source>
        <translation>Posicionar a frota à sua maneira e depois jogar contra o computador escolhido acima</translation>
    </message>
    <message>
        <source>Play on the &amp;network…</source>
        <extracomment>Opens a menu: host a game, or join one, on the local network</extracomment>
        <translation>Jogar em r&amp;ede…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: host a game, or join theirs</source>
        <translation>Jogar contra um amigo na sua rede local: criar um jogo ou entrar no dele</translation>
    </message>
</context>
</TS>
