// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/battle/battleview.h"

#include "ui/battle/chatview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/battle/hintoffer.h"
#include "ui/battle/salvochoice.h"
#include "ui/board/aimbox.h"
#include "ui/board/boardpair.h"
#include "ui/board/boardview.h"
#include "ui/board/fleetstatusview.h"
#include "ui/board/legendview.h"
#include "ui/board/shoteffect.h"
#include "ui/speech/herald.h"
#include "ui/words/battlewords.h"
#include "ui/words/plaintext.h"
#include "ui/words/shipwords.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

using namespace seabattle;

BattleView::BattleView(QWidget* parent) : QWidget(parent)
{
    makeBoards();
    makeMessages();
    makeControls();
    makeReadingKeys();
    layOut();
    connectInput();
    // What comes and goes keeps its place, so that nothing else moves.
    for (QWidget* w : {static_cast<QWidget*>(m_turn), static_cast<QWidget*>(m_legend)}) {
        QSizePolicy policy = w->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        w->setSizePolicy(policy);
    }
    setWatching(false);
    retranslate();
}

// Both boards, their titles and fleet lines, and the banner that lies over them at the end.
void BattleView::makeBoards()
{
    m_own = new BoardView(this);
    m_own->setObjectName(QStringLiteral("ownBoard"));
    m_own->setShotsBy(Shooter::Enemy); // its last shot framed unlike yours
    m_enemy = new BoardView(this);
    m_enemy->setObjectName(QStringLiteral("enemyBoard"));
    m_ownTitle = new QLabel(this);
    m_ownTitle->setObjectName(QStringLiteral("ownTitle"));
    m_enemyTitle = new QLabel(this);
    for (QLabel* title : {m_ownTitle, m_enemyTitle})
        styleBoardTitle(title);
    m_banner = new GameOverBanner(this); // over the boards, outside the layout: they keep their size
    m_banner->setObjectName(QStringLiteral("gameOverBanner"));
    m_banner->installEventFilter(this); // placed whenever it shows
    connect(m_banner, &GameOverBanner::rematchRequested, this, &BattleView::rematchRequested);
    connect(m_banner, &GameOverBanner::newGameRequested, this, &BattleView::newGameRequested);
    connect(m_banner, &GameOverBanner::reviewRequested, this, &BattleView::reviewRequested);
    m_ownStatus = new FleetStatusView(this);
    m_ownStatus->setObjectName(QStringLiteral("ownStatus"));
    m_enemyStatus = new FleetStatusView(this);
    m_enemyStatus->setObjectName(QStringLiteral("enemyStatus"));
    m_legend = new LegendView(this);
    m_legend->setObjectName(QStringLiteral("legend"));
    m_aim = new AimBox(m_enemy, this); // typed cells: over Enemy waters, only while typing
    m_aim->setObjectName(QStringLiteral("aimBox"));
    m_hint = new HintOffer(m_enemy, this);
    connect(m_hint, &HintOffer::requested, this, &BattleView::hintRequested);
}

// The turn line, the last shot's words and the two before it.
void BattleView::makeMessages()
{
    m_turn = showAsTyped(new QLabel(this)); // it may quote the peer's name
    m_turn->setObjectName(QStringLiteral("turn"));
    QFont turnFont = m_turn->font();
    turnFont.setPointSizeF(turnFont.pointSizeF() * 1.3);
    turnFont.setBold(true);
    m_turn->setFont(turnFont);
    m_shootAgain = new QLabel(this);
    m_shootAgain->setObjectName(QStringLiteral("shootAgainBadge"));
    m_shootAgain->setStyleSheet(
        QStringLiteral("QLabel { border: 1px solid palette(mid); border-radius: 4px; padding: 2px 6px; }"));
    m_salvo = new SalvoChoice(this);
    m_salvo->setObjectName(QStringLiteral("salvoChoice"));
    m_message = showAsTyped(new QLabel(this)); // it may name a Custom class
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    QFont messageFont = m_message->font();
    messageFont.setPointSizeF(messageFont.pointSizeF() * 1.2);
    m_message->setFont(messageFont);
    m_message->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    // Room for two lines whatever it says: a longer message never pushes the boards up.
    m_message->setMinimumHeight(m_message->fontMetrics().lineSpacing() * 2);
    m_log = showAsTyped(new QLabel(this)); // the same words as the message
    m_log->setObjectName(QStringLiteral("shotLog"));
    m_log->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    QFont logFont = m_log->font();
    logFont.setPointSizeF(logFont.pointSizeF() * 0.9);
    m_log->setFont(logFont);
    tintEarlierShots();
    // Always as tall as its lines, empty or not: the boards never move when it fills.
    m_log->setFixedHeight(m_log->fontMetrics().lineSpacing() * int(ShotNews::kEarlierLines) + 2);
}

// Watch mode's Pause and pace; a LAN match's chat, notice and "Claim the win".
void BattleView::makeControls()
{
    m_pause = new QPushButton(this);
    m_pause->setObjectName(QStringLiteral("pauseButton"));
    m_pause->setCheckable(true);
    m_speedLabel = new QLabel(this);
    m_speed = new QSlider(Qt::Horizontal, this);
    m_speed->setObjectName(QStringLiteral("paceSlider"));
    m_speed->setRange(0, 2000);
    m_speed->setValue(600);
    m_speed->setMaximumWidth(200);
    m_speedLabel->setBuddy(m_speed);
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("notice"));
    m_notice->setWordWrap(true);
    showAsTyped(m_notice); // it may quote the peer's name
    m_notice->setAlignment(Qt::AlignCenter);
    m_notice->hide();
    m_claim = new QPushButton(this);
    m_claim->setObjectName(QStringLiteral("claimWin"));
    m_claim->hide();
    // After the notice's button: Tab follows the screen, and the chat is beside the boards.
    m_chat = new ChatView(this);
    m_chat->setObjectName(QStringLiteral("chat"));
    m_chat->hide();
}

void BattleView::layOut()
{
    // The turn line in the middle, the hint at the end: it stays put as the turn line changes.
    auto* turn = new QHBoxLayout;
    turn->addWidget(m_turn);
    turn->addWidget(m_shootAgain);
    turn->addWidget(m_salvo);
    auto* top = new QGridLayout;
    top->addLayout(turn, 0, 1);
    top->addWidget(m_hint->button(), 0, 2, Qt::AlignRight);
    top->setColumnStretch(0, 1);
    top->setColumnStretch(2, 1);

    m_sea = boardPair({m_ownTitle, m_own, m_ownStatus}, {m_enemyTitle, m_enemy, m_enemyStatus});

    auto* paceRow = new QHBoxLayout;
    paceRow->addStretch();
    paceRow->addWidget(m_pause);
    paceRow->addWidget(m_speedLabel);
    paceRow->addWidget(m_speed);
    paceRow->addStretch();

    auto* noticeRow = new QHBoxLayout;
    noticeRow->addWidget(m_notice, 1);
    noticeRow->addWidget(m_claim);

    auto* boardsAndChat = new QHBoxLayout;
    boardsAndChat->addWidget(m_sea, 3);
    boardsAndChat->addWidget(m_chat, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(noticeRow);
    layout->addLayout(boardsAndChat, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_message);
    layout->addWidget(m_log);
    layout->addLayout(paceRow);
}

void BattleView::connectInput()
{
    connect(m_enemy, &BoardView::cellActivated, this, &BattleView::pickCell);
    connect(m_aim, &AimBox::aimed, this, &BattleView::pickCell);
    connect(m_aim, &AimBox::refused, this, [this](const QString& why) {
        m_news.refuse(why);
        m_message->setText(why);
        speak(this, why);
    });
    connect(m_salvo, &SalvoChoice::chosenChanged, m_enemy, &BoardView::setChosen);
    connect(m_salvo, &SalvoChoice::fireRequested, this, &BattleView::salvoRequested);
    m_enemy->installEventFilter(this); // Enter fires a salvo once aimed
    m_sea->installEventFilter(this);   // the banner placed again, and the shore, as the sea moves
    connect(m_pause, &QPushButton::toggled, this, [this](bool paused) {
        retranslate();
        emit pauseToggled(paused);
    });
    connect(m_speed, &QSlider::valueChanged, this, &BattleView::delayChosen);
    connect(m_claim, &QPushButton::clicked, this, &BattleView::claimWinRequested);
    connect(m_chat, &ChatView::sendRequested, this, &BattleView::chatSent);
}

void BattleView::showPicture(const BattlePicture& match)
{
    if (match.view(Player::One) != m_enemy->shots() || match.view(Player::Two) != m_own->shots())
        m_hint->withdraw(); // a new shot: the odds were of the position before it
    m_own->setShots(match.view(Player::Two));
    if (match.fleet(Player::One))
        m_own->setFleet(*match.fleet(Player::One));
    m_enemy->setShots(match.view(Player::One));
    m_result = match.result;
    if ((m_result || m_watching) && match.fleet(Player::Two))
        m_enemy->setFleet(*match.fleet(Player::Two)); // revealed at the end, or to a spectator
    else
        m_enemy->setFleet({});
    m_turnHolder = match.turn;
    for (BoardView* board : {m_own, m_enemy})
        board->setShipClasses(match.rules.fleet);
    // Which of our ships is hit we know; which of theirs, only once their fleet is shown.
    m_ownStatus->showFleet(match.rules, match.view(Player::Two), m_own->fleet());
    m_enemyStatus->showFleet(match.rules, match.view(Player::One), m_enemy->fleet());
    const bool yourTurn = m_turnHolder == Player::One && !m_watching;
    m_enemy->setTargetable(yourTurn);
    m_aim->setEnabled(yourTurn);
    aimSalvo(match, yourTurn);
    m_hint->setTurn(yourTurn, !m_result && !m_watching);
    m_pause->setEnabled(!m_result);
    aimAtEnemyWaters();
    m_shootAgain->setVisible(match.rules.shootAgainAfterHit && !match.rules.salvo);
    sayTurn();
}

void BattleView::showShot(const ShotOutcome& outcome, const BattlePicture& after)
{
    m_hint->withdraw(); // before the shell flies: the board it lands on shows no odds
    announce({outcome}, after.rules);
    const QString turnBefore = m_turn->text();
    showPicture(after);
    // The same turn again (shoot-again): said again, or a blind player would not know to fire.
    if (!m_result && m_turn->text() == turnBefore)
        speak(this, turnBefore);
}

void BattleView::setHintsOffered(bool offered)
{
    m_hint->setOffered(offered);
}

void BattleView::showHint(const Grid<double>& odds, std::optional<Coord> best)
{
    m_hint->show(odds, best ? std::vector{*best} : std::vector<Coord>{});
}

void BattleView::showHint(const Grid<double>& odds, const std::vector<Coord>& best)
{
    m_hint->show(odds, best);
}

bool BattleView::hintShown() const
{
    return m_hint->isShown();
}

void BattleView::setWatching(bool watching)
{
    m_watching = watching;
    m_pause->setChecked(false);
    m_aim->close();
    m_hint->withdraw(); // a new game: the odds were of the last one
    m_hint->setTurn(false, !watching);
    m_pause->setEnabled(true);
    m_banner->hide();
    m_sea->setMood(OpenSea::Mood::Calm);
    m_turn->show();
    giveBackTheBannersRoom(watching);
    m_aimed = false;
    m_result.reset();
    m_legend->setWatching(watching);
    m_enemyStatus->setShots(watching ? FleetStatusView::Shots::Received : FleetStatusView::Shots::YouFired);
    for (BoardView* board : {m_own, m_enemy})
        board->startOver();
    m_news.clear();
    m_salvo->end();
    m_message->clear();
    m_log->clear();
    retranslate();
}

void BattleView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    for (QAction* key : readingKeys())
        key->setEnabled(true);
    aimAtEnemyWaters();
    placeBanner();
}

// The battle's first turn of yours: the focus on Enemy waters, so that the arrows and Enter fire.
void BattleView::aimAtEnemyWaters()
{
    if (m_aimed || m_watching || m_result || m_turnHolder != Player::One || !isVisible())
        return;
    m_aimed = true;
    m_enemy->setFocus(Qt::OtherFocusReason);
}

void BattleView::setOpponent(const QString& name)
{
    m_opponent = oneLine(name); // the peer's own name: in the turn and the window's title
    m_chat->setVisible(!name.isEmpty());
    sayTurn();
}

void BattleView::clearChat()
{
    m_chat->clear();
}

void BattleView::addChatMessage(const QString& author, const QString& text)
{
    m_chat->addMessage(author, text);
}

void BattleView::addChatNote(const QString& text)
{
    m_chat->addNote(text);
}

void BattleView::setPace(int milliseconds)
{
    m_speed->setValue(milliseconds);
}

int BattleView::pace() const
{
    return m_speed->value();
}

void BattleView::setAnimated(bool animated)
{
    m_own->setAnimated(animated);
    m_enemy->setAnimated(animated);
}

void BattleView::setNotice(const QString& text, bool claimable)
{
    const QString line = oneLine(text); // one line, though it may quote the peer
    if (line != m_notice->text())
        speak(this, line);
    m_notice->setText(line);
    m_notice->setVisible(!text.isEmpty());
    m_claim->setVisible(claimable);
}

QString BattleView::notice() const
{
    return m_notice->text();
}

namespace {

// The animation of a shot landing, with its word ("Miss", "Hit!", "Sunk!" and the class).
ShotEffect landingOf(const ShotOutcome& outcome, const Ruleset& rules)
{
    ShotEffect effect{
        .cell = outcome.shot.target, .result = outcome.result, .word = BattleWords::landing(outcome.result)};
    if (outcome.result == ShotResult::Sunk) {
        effect.sunkCells = outcome.sunk->cells;
        effect.detail = shipClassName(rules.fleet[std::size_t(outcome.sunk->ship.shipClass)]);
    }
    return effect;
}

} // namespace

void BattleView::announce(const std::vector<ShotOutcome>& shots, const Ruleset& rules)
{
    if (shots.empty())
        return;
    BoardView* board = shots.front().shot.shooter == Player::One ? m_enemy : m_own;
    std::vector<ShotEffect> landings;
    for (const ShotOutcome& outcome : shots)
        landings.push_back(landingOf(outcome, rules));
    if (landings.size() > 1) { // one word for the salvo, over its last shell
        for (ShotEffect& effect : landings)
            effect.word.clear(), effect.detail.clear();
        landings.back().word = BattleWords::salvoLanding(shots);
    }
    board->playSalvo(std::move(landings));
    m_news.announce(shots, rules);
    sayMessage();
    sayEarlierShots();
    speak(this, m_message->text());
}

void BattleView::recall(const ShotOutcome& outcome, const Ruleset& rules)
{
    (outcome.shot.shooter == Player::One ? m_enemy : m_own)->markLastShot(outcome.shot.target);
    m_news.recall(outcome, rules);
    sayMessage();
}

void BattleView::refuse(ShotError error)
{
    m_news.refuse(error);
    sayMessage();
    speak(this, m_message->text());
}

void BattleView::sayMessage()
{
    m_message->setText(m_news.message());
}

void BattleView::sayEarlierShots()
{
    m_log->setText(m_news.earlier().join(u'\n'));
}

QString BattleView::message() const
{
    return m_message->text();
}
QString BattleView::turnText() const
{
    return m_turn->text();
}
// Earlier news is quieter than the newest: the text colour, a fifth of the way to the window's.
void BattleView::tintEarlierShots()
{
    const QColor text = palette().color(QPalette::WindowText);
    const QColor window = palette().color(QPalette::Window);
    QPalette quiet = m_log->palette();
    quiet.setColor(QPalette::WindowText, QColor::fromRgbF((4 * text.redF() + window.redF()) / 5,
                                                          (4 * text.greenF() + window.greenF()) / 5,
                                                          (4 * text.blueF() + window.blueF()) / 5));
    m_log->setPalette(quiet);
}

void BattleView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        tintEarlierShots();
    QWidget::changeEvent(event);
}

void BattleView::retranslate()
{
    m_ownTitle->setText(m_watching ? tr("Computer 1's fleet") : tr("Your fleet"));
    m_enemyTitle->setText(m_watching ? tr("Computer 2's fleet") : tr("Enemy waters"));
    m_pause->setText(m_pause->isChecked() ? tr("Res&ume") : tr("&Pause"));
    m_speedLabel->setText(tr("Pause &between shots:"));
    m_own->setAccessibleName(m_watching ? tr("Computer 1's fleet") : tr("Your fleet"));
    m_own->setYours(!m_watching);
    m_enemy->setAccessibleName(m_watching ? tr("Computer 2's fleet") : tr("Enemy waters"));
    m_shootAgain->setText(tr("Shoot again after a hit"));
    m_enemy->setToolTip(m_watching ? QString() : tr("Click a cell to fire, or type its name, such as C7"));
    m_claim->setText(tr("Claim the win"));
    m_hint->retranslate();
    if (!m_news.empty())
        sayMessage();
    sayEarlierShots();
    m_log->setAccessibleName(tr("Earlier shots"));
    retranslateReadingKeys();
    sayTurn();
}

void BattleView::sayTurn()
{
    const QString turn = turnWords();
    if (turn != m_turn->text()) {
        m_turn->setText(turn);
        emit turnTextChanged(turn);
        speak(this, turn);
    }
}

QString BattleView::turnWords() const
{
    if (m_result && m_watching)
        return m_result->winner == Player::One ? tr("Computer 1 won.") : tr("Computer 2 won.");
    if (m_result)
        return m_result->winner == Player::One ? tr("You won!") : tr("You lost.");
    if (m_watching)
        return m_turnHolder == Player::One ? tr("Computer 1 is firing…") : tr("Computer 2 is firing…");
    if (m_turnHolder == Player::One && m_salvo->aiming())
        return tr("Your turn: a salvo of %n shots", nullptr, m_salvo->size());
    if (m_turnHolder == Player::One)
        return tr("Your turn");
    if (m_turnHolder == Player::Two && !m_opponent.isEmpty())
        return tr("%1 is firing…").arg(m_opponent);
    if (m_turnHolder == Player::Two)
        return tr("The enemy is firing…");
    return {};
}
