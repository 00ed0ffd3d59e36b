// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/replay/replayview.h"

#include "core/battlepicture.h"
#include "ui/board/boardpair.h"
#include "ui/board/boardview.h"
#include "ui/board/fleetstatusview.h"
#include "ui/replay/replayreview.h"
#include "ui/replay/replaywords.h"
#include "ui/replay/salvosteps.h"
#include "ui/speech/herald.h"
#include "ui/words/plaintext.h"
#include "ui/words/shotsentences.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace seabattle;

namespace {

// The history as it stood after its first `shots` shots: a forfeit, always the last event,
// belongs only to the whole history.
MatchHistory firstShots(const MatchHistory& history, int shots)
{
    MatchHistory prefix = history;
    if (shots < int(history.shots.size())) {
        prefix.shots.resize(std::size_t(shots));
        prefix.forfeit.reset();
    }
    return prefix;
}

} // namespace

ReplayView::ReplayView(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus); // the keys step through the game
    makeBoards();
    makeLabels();
    makeControls();
    layOut();
    clearGame();
}

// The two boards, their titles and fleet lines.
void ReplayView::makeBoards()
{
    m_own = new BoardView(this);
    m_own->setObjectName(QStringLiteral("replayOwnBoard"));
    m_own->setShotsBy(Shooter::Enemy); // its last shot framed unlike yours
    m_opponent = new BoardView(this);
    m_opponent->setObjectName(QStringLiteral("replayOpponentBoard"));
    m_ownTitle = new QLabel(this);
    m_opponentTitle = new QLabel(this);
    for (QLabel* title : {m_ownTitle, m_opponentTitle})
        styleBoardTitle(title);
    for (BoardView* board : {m_own, m_opponent})
        board->setFocusPolicy(Qt::NoFocus); // nothing to pick on a replay: the arrows step instead
    m_ownStatus = new FleetStatusView(this);
    m_ownStatus->setObjectName(QStringLiteral("replayOwnStatus"));
    m_opponentStatus = new FleetStatusView(this);
    m_opponentStatus->setObjectName(QStringLiteral("replayOpponentStatus"));
    m_review = new ReplayReview(m_own, m_opponent, this);
}

// The game's title, the step, the shot's words and the result.
void ReplayView::makeLabels()
{
    m_titleLabel = new QLabel(this);
    m_titleLabel->setObjectName(QStringLiteral("replayTitle"));
    m_titleLabel->setAlignment(Qt::AlignCenter);
    showAsTyped(m_titleLabel); // it may quote a LAN friend's name
    m_titleLabel->setWordWrap(true);
    QFont titleFont = m_titleLabel->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    titleFont.setBold(true);
    m_titleLabel->setFont(titleFont);
    m_stepLabel = new QLabel(this);
    m_stepLabel->setObjectName(QStringLiteral("replayStep"));
    QFont stepFont = m_stepLabel->font();
    stepFont.setBold(true);
    m_stepLabel->setFont(stepFont);
    m_shotLabel = showAsTyped(new QLabel(this)); // it may name a Custom class
    m_shotLabel->setObjectName(QStringLiteral("replayShot"));
    m_resultLabel = new QLabel(this);
    m_resultLabel->setObjectName(QStringLiteral("replayResult"));
    m_resultLabel->setFont(stepFont);
    m_resultLabel->setWordWrap(true);
    m_resultLabel->setAlignment(Qt::AlignCenter);
}

// The buttons that step and play, the pace, and the clock that plays.
void ReplayView::makeControls()
{
    const auto button = [this](QStyle::StandardPixmap icon, const char* name) {
        auto* b = new QPushButton(style()->standardIcon(icon), QString(), this);
        b->setObjectName(QLatin1String(name));
        b->setFocusPolicy(Qt::NoFocus); // the keys belong to the replay; each button has its key
        b->setAutoDefault(false);
        return b;
    };
    m_firstButton = button(QStyle::SP_MediaSkipBackward, "replayFirst");
    m_backButton = button(QStyle::SP_MediaSeekBackward, "replayBack");
    m_playButton = button(QStyle::SP_MediaPlay, "replayPlay");
    m_forwardButton = button(QStyle::SP_MediaSeekForward, "replayForward");
    m_lastButton = button(QStyle::SP_MediaSkipForward, "replayLast");
    connect(m_firstButton, &QPushButton::clicked, this, &ReplayView::first);
    connect(m_backButton, &QPushButton::clicked, this, &ReplayView::back);
    connect(m_playButton, &QPushButton::clicked, this, &ReplayView::togglePlay);
    connect(m_forwardButton, &QPushButton::clicked, this, &ReplayView::forward);
    connect(m_lastButton, &QPushButton::clicked, this, &ReplayView::last);
    m_salvos = new SalvoSteps(this);
    connect(m_salvos, &SalvoSteps::stepWanted, this, &ReplayView::goToStep);

    m_speedLabel = new QLabel(this);
    m_speed = new QSlider(Qt::Horizontal, this);
    m_speed->setObjectName(QStringLiteral("replaySpeed"));
    m_speed->setRange(kMinInterval, kMaxInterval);
    m_speed->setSingleStep(kMinInterval);
    m_speed->setPageStep(kMinInterval);
    m_speed->setTickInterval(kMinInterval);
    m_speed->setTickPosition(QSlider::TicksBelow);
    // Faster to the right: the slider holds the pause between shots, drawn the other way round.
    m_speed->setInvertedAppearance(true);
    m_speed->setInvertedControls(true);
    m_speed->setFocusPolicy(Qt::TabFocus); // a click on it leaves the arrows to the replay
    m_speed->setMaximumWidth(220);
    m_speed->setValue(500);
    m_speedLabel->setBuddy(m_speed);
    m_speedValue = new QLabel(this);

    m_timer = new QTimer(this);
    m_timer->setInterval(m_speed->value());
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_step < shotCount())
            goToStep(m_step + 1);
        if (m_step >= shotCount())
            pause();
    });
    connect(m_speed, &QSlider::valueChanged, this, [this](int value) {
        const int snapped =
            std::clamp((value + kMinInterval / 2) / kMinInterval * kMinInterval, kMinInterval, kMaxInterval);
        if (snapped != value)
            return m_speed->setValue(snapped);
        m_timer->setInterval(value);
        retranslate();
    });
}

void ReplayView::layOut()
{
    QWidget* boards =
        boardPair({m_ownTitle, m_own, m_ownStatus}, {m_opponentTitle, m_opponent, m_opponentStatus});

    auto* where = new QHBoxLayout;
    where->addWidget(m_stepLabel);
    where->addSpacing(12);
    where->addWidget(m_shotLabel, 1);

    auto* controls = new QHBoxLayout;
    controls->addStretch();
    for (QPushButton* b : {m_firstButton, m_backButton, m_playButton, m_forwardButton, m_lastButton})
        controls->addWidget(b);
    controls->addWidget(m_salvos);
    controls->addSpacing(16);
    controls->addWidget(m_speedLabel);
    controls->addWidget(m_speed);
    controls->addWidget(m_speedValue);
    controls->addStretch();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_titleLabel);
    layout->addWidget(boards, 1);
    layout->addLayout(where);
    layout->addWidget(m_review);
    layout->addWidget(m_resultLabel);
    layout->addLayout(controls);
}

bool ReplayView::setGame(const MatchHistory& history, const QString& title)
{
    pause();
    m_title = title;
    for (BoardView* board : {m_own, m_opponent})
        board->startOver();
    m_refused = !Match::replay(history);
    if (m_refused)
        m_history.reset();
    else
        m_history = history;
    m_review->setGame(m_history);
    m_salvos->setGame(m_history);
    m_step = -1; // forces goToStep() to show the first position
    goToStep(0);
    return !m_refused;
}

void ReplayView::setTitle(const QString& title)
{
    m_title = title;
    retranslate();
}

void ReplayView::clearGame()
{
    pause();
    m_history.reset();
    m_refused = false;
    m_title.clear();
    m_review->setGame(std::nullopt);
    m_salvos->setGame(std::nullopt);
    m_step = -1;
    for (BoardView* board : {m_own, m_opponent})
        board->startOver();
    goToStep(0);
}

bool ReplayView::setReview(const std::optional<GameReview>& review)
{
    return m_review->setReview(review);
}

const std::optional<GameReview>& ReplayView::review() const
{
    return m_review->review();
}

int ReplayView::shotCount() const
{
    return m_history ? int(m_history->shots.size()) : 0;
}

void ReplayView::goToStep(int shots)
{
    shots = std::clamp(shots, 0, shotCount());
    if (shots == m_step)
        return;
    m_step = shots;
    showStep();
    emit stepChanged(m_step);
}

void ReplayView::first()
{
    goToStep(0);
}
void ReplayView::back()
{
    goToStep(m_step - 1);
}
void ReplayView::forward()
{
    goToStep(m_step + 1);
}
void ReplayView::last()
{
    goToStep(shotCount());
}

void ReplayView::play()
{
    if (isPlaying() || shotCount() == 0)
        return;
    if (m_step >= shotCount())
        goToStep(0);
    m_timer->start();
    updateControls();
    emit playingChanged(true);
}

void ReplayView::pause()
{
    if (!isPlaying())
        return;
    m_timer->stop();
    updateControls();
    emit playingChanged(false);
}

void ReplayView::togglePlay()
{
    isPlaying() ? pause() : play();
}

bool ReplayView::isPlaying() const
{
    return m_timer->isActive();
}

void ReplayView::setInterval(int milliseconds)
{
    m_speed->setValue(std::clamp(milliseconds, kMinInterval, kMaxInterval));
}

int ReplayView::interval() const
{
    return m_timer->interval();
}

void ReplayView::showStep()
{
    m_position.reset();
    m_outcome.reset();
    if (m_history) {
        // The position after the first n shots, rebuilt by the rules from the history.
        auto position = Match::replay(firstShots(*m_history, m_step));
        if (position)
            m_position = *position;
        if (m_step > 0) {
            // What the n-th shot did: the rules' answer when it is fired at the position before it.
            auto before = Match::replay(firstShots(*m_history, m_step - 1));
            if (before) {
                const Shot& shot = m_history->shots[std::size_t(m_step - 1)];
                auto outcome = before.value().fire(shot.shooter, shot.target);
                if (outcome)
                    m_outcome = *outcome;
            }
        }
    }

    const BattlePicture picture = m_position ? pictureOf(*m_position) : BattlePicture{};
    m_own->setShots(picture.view(Player::Two));
    m_own->setFleet(picture.fleet(Player::One).value_or(FleetLayout{}));
    m_opponent->setShots(picture.view(Player::One));
    m_opponent->setFleet(picture.fleet(Player::Two).value_or(FleetLayout{}));
    for (BoardView* board : {m_own, m_opponent})
        board->setShipClasses(picture.rules.fleet);
    const std::optional<Coord> target = m_outcome ? std::optional(m_outcome->shot.target) : std::nullopt;
    const bool atOpponent = m_outcome && m_outcome->shot.shooter == Player::One;
    m_opponent->setLastShot(atOpponent ? target : std::nullopt);
    m_own->setLastShot(atOpponent ? std::nullopt : target);
    // A replay shows both fleets: each ship's row shows where it was hit too.
    m_ownStatus->showFleet(picture.rules, picture.view(Player::Two),
                           picture.fleet(Player::One).value_or(FleetLayout{}));
    m_opponentStatus->showFleet(picture.rules, picture.view(Player::One),
                                picture.fleet(Player::Two).value_or(FleetLayout{}));
    m_ownStatus->setVisible(m_position.has_value());
    m_opponentStatus->setVisible(m_position.has_value());
    m_review->showStep(m_step);
    updateControls(); // and the words
    // Said as well as shown: a player who cannot see steps through the game by ear.
    QStringList said{stepText(), shotText(), m_review->shotText(), resultText()};
    said.removeAll(QString());
    speak(this, said.join(QLatin1Char(' ')));
}

void ReplayView::updateControls()
{
    const int count = shotCount();
    m_firstButton->setEnabled(m_step > 0);
    m_backButton->setEnabled(m_step > 0);
    m_forwardButton->setEnabled(m_step < count);
    m_lastButton->setEnabled(m_step < count);
    m_playButton->setEnabled(count > 0);
    m_salvos->showStep(m_step);
    m_playButton->setIcon(style()->standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    retranslate();
}

QString ReplayView::title() const
{
    return m_titleLabel->text();
}
QString ReplayView::stepText() const
{
    return m_stepLabel->text();
}
QString ReplayView::shotText() const
{
    return m_shotLabel->text();
}
QString ReplayView::resultText() const
{
    return m_resultLabel->isHidden() ? QString() : m_resultLabel->text();
}

void ReplayView::keyPressEvent(QKeyEvent* event)
{
    if (event->modifiers() & ~Qt::KeypadModifier)
        return QWidget::keyPressEvent(event);
    switch (event->key()) {
    case Qt::Key_Left:
        return back();
    case Qt::Key_Right:
        return forward();
    case Qt::Key_Home:
        return first();
    case Qt::Key_End:
        return last();
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        if (m_salvos->isSalvo())
            return goToStep(event->key() == Qt::Key_PageUp ? m_salvos->previousStop(m_step)
                                                           : m_salvos->nextStop(m_step));
        return QWidget::keyPressEvent(event);
    case Qt::Key_Space:
        return togglePlay();
    case Qt::Key_H:
        if (m_review->review())
            return m_review->toggleHeatMap();
        return QWidget::keyPressEvent(event);
    default:
        return QWidget::keyPressEvent(event);
    }
}

void ReplayView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ReplayView::sayShot()
{
    if (m_refused)
        return m_shotLabel->setText(tr("This game cannot be replayed: its record breaks the rules."));
    if (!m_history)
        return m_shotLabel->setText(tr("Choose a game to replay."));
    if (!m_outcome)
        return m_shotLabel->setText(m_history->shots.empty() ? tr("No shot was fired in this game.")
                                                             : tr("The fleets are in place."));
    const ShotOutcome& outcome = *m_outcome;
    const QString cell = QString::fromStdString(formatCoord(outcome.shot.target));
    const bool mine = outcome.shot.shooter == Player::One;
    switch (outcome.result) {
    case ShotResult::Miss:
        return m_shotLabel->setText(mine ? tr("You fired at %1: Miss.").arg(cell)
                                         : tr("The opponent fired at %1: Miss.").arg(cell));
    case ShotResult::Hit:
        return m_shotLabel->setText(mine ? tr("You fired at %1: Hit!").arg(cell)
                                         : tr("The opponent fired at %1: Hit!").arg(cell));
    case ShotResult::Sunk: {
        const auto& fleet = m_history->rules.fleet;
        const auto shipClass = outcome.sunk ? std::size_t(outcome.sunk->ship.shipClass) : fleet.size();
        const ShipClass ship = shipClass < fleet.size() ? fleet[shipClass] : ShipClass{};
        return m_shotLabel->setText(mine ? youSankInReplay(ship, cell)
                                         : opponentSankYoursInReplay(ship, cell));
    }
    }
}

void ReplayView::retranslate()
{
    m_titleLabel->setText(m_title);
    m_titleLabel->setVisible(!m_title.isEmpty());
    m_ownTitle->setText(tr("Your fleet"));
    m_opponentTitle->setText(tr("The opponent's fleet"));
    //: The replay as a whole, which takes the keys that step through the game
    setAccessibleName(tr("Replay"));
    const QString keys = tr("Left and Right arrows: a shot back or forward. Home and End: the start "
                            "and the end. Space: play or pause. H: the heat map, once reviewed.");
    setAccessibleDescription(
        m_salvos->isSalvo() ? tr("%1 Page Up and Page Down: a salvo back or forward.").arg(keys) : keys);
    m_own->setAccessibleName(tr("Your fleet"));
    m_opponent->setAccessibleName(tr("The opponent's fleet"));
    m_stepLabel->setText(
        m_salvos->isSalvo() ? m_salvos->positionText(m_step)
                            : tr("Shot %1 of %2").arg(QString::number(m_step), QString::number(shotCount())));
    sayShot();

    const auto result = m_position ? m_position->result() : std::nullopt;
    const bool atEnd = result && m_step == shotCount();
    m_resultLabel->setVisible(atEnd);
    if (atEnd)
        m_resultLabel->setText(replayResultText(*result));

    m_firstButton->setText(tr("First"));
    m_firstButton->setToolTip(tr("Before the first shot (Home)"));
    m_backButton->setText(tr("Back"));
    m_backButton->setToolTip(tr("One shot back (Left arrow)"));
    m_playButton->setText(isPlaying() ? tr("Pause") : tr("Play"));
    m_playButton->setToolTip(isPlaying() ? tr("Stop playing (Space)")
                                         : tr("Play the game shot by shot (Space)"));
    m_forwardButton->setText(tr("Forward"));
    m_forwardButton->setToolTip(tr("One shot forward (Right arrow)"));
    m_lastButton->setText(tr("Last"));
    m_lastButton->setToolTip(tr("After the last shot (End)"));
    m_speedLabel->setText(tr("&Speed:"));
    m_speed->setAccessibleName(tr("Seconds between shots"));
    m_speedValue->setText(tr("%1 s per shot").arg(QLocale().toString(m_speed->value() / 1000.0)));
}
