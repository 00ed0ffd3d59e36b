// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/welcome/welcomeview.h"

#include "ui/board/boarddrawing.h"
#include "ui/livery/deckbutton.h"
#include "ui/livery/emblem.h"
#include "ui/livery/livery.h"
#include "ui/words/levelwords.h"
#include "ui/words/plaintext.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

using namespace seabattle;

namespace {

// How a level plays, in one line.
QString howItPlays(OpponentLevel level)
{
    switch (level) {
    case OpponentLevel::Easy:
        return WelcomeView::tr("Fires at random, and often forgets a ship it has hit.");
    case OpponentLevel::Medium:
        return WelcomeView::tr("Searches in a pattern, then sinks what it hits.");
    case OpponentLevel::Hard:
        return WelcomeView::tr("Fires where your ships are most likely to be.");
    case OpponentLevel::Admiral:
        return WelcomeView::tr("Hard's aim, an exact endgame, and a fleet hard to find.");
    }
    return {};
}

QPushButton* bigButton(QWidget* parent, qreal scale, DeckButton::Rank rank = DeckButton::Rank::Secondary)
{
    auto* button = new DeckButton(rank, parent);
    QFont font = button->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(scale > 1.3);
    button->setFont(font);
    button->setMinimumHeight(button->fontMetrics().height() * 2 + 8);
    button->setMinimumWidth(button->fontMetrics().averageCharWidth() * 16);
    return button;
}

// A line of help under a button.
QLabel* caption(QWidget* parent, bool wrap = true)
{
    auto* label = showAsTyped(new QLabel(parent)); // it may quote a Custom rules' class names
    label->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    label->setWordWrap(wrap);
    return label;
}

} // namespace

WelcomeView::WelcomeView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("welcome"));
    m_card = new QWidget(this);
    m_emblem = new EmblemView(Emblem::CompassRose, 0, m_card);
    m_title = new QLabel(m_card);
    m_title->setAlignment(Qt::AlignCenter);
    QFont titleFont = m_title->font();
    // A title, not a heading: a ship's name-board's serif, large, spaced a little.
    titleFont.setFamilies(
        {QStringLiteral("Georgia"), QStringLiteral("DejaVu Serif"), QStringLiteral("serif")});
    titleFont.setPointSizeF(titleFont.pointSizeF() * 3.2);
    titleFont.setBold(true);
    titleFont.setLetterSpacing(QFont::PercentageSpacing, 104);
    m_title->setFont(titleFont);
    m_emblem->setFixedSize(QFontMetrics(titleFont).height() * 6 / 5,
                           QFontMetrics(titleFont).height() * 6 / 5);
    m_subtitle = caption(m_card, false);
    m_play = bigButton(m_card, 1.6, DeckButton::Rank::Primary);
    m_play->setObjectName(QStringLiteral("play"));
    m_play->setDefault(true);
    m_playText = caption(m_card);
    m_continue = bigButton(m_card, 1.6);
    m_continue->setObjectName(QStringLiteral("continue"));
    m_continueText = caption(m_card);
    m_levelsTitle = caption(m_card, false);
    m_watch = bigButton(m_card, 1.0);
    m_host = bigButton(m_card, 1.0);
    m_join = bigButton(m_card, 1.0);
    m_rules = bigButton(m_card, 1.0);
    m_watch->setObjectName(QStringLiteral("watch"));
    m_host->setObjectName(QStringLiteral("host"));
    m_join->setObjectName(QStringLiteral("join"));
    m_rules->setObjectName(QStringLiteral("rules"));

    layOut();
    // As the panel reads: Play, Continue, the four computers, then the other ways to play (the
    // computers' row is made last, in layOut()).
    QWidget* previous = m_continue;
    for (QWidget* next : std::initializer_list<QWidget*>{m_levels[0], m_levels[1], m_levels[2], m_levels[3],
                                                         m_watch, m_host, m_join, m_rules}) {
        setTabOrder(previous, next);
        previous = next;
    }
    connect(m_play, &QPushButton::clicked, this, &WelcomeView::playRequested);
    connect(m_continue, &QPushButton::clicked, this, &WelcomeView::continueRequested);
    connect(m_watch, &QPushButton::clicked, this, &WelcomeView::watchRequested);
    connect(m_host, &QPushButton::clicked, this, &WelcomeView::hostRequested);
    connect(m_join, &QPushButton::clicked, this, &WelcomeView::joinRequested);
    connect(m_rules, &QPushButton::clicked, this, &WelcomeView::rulesRequested);
    setContinueText({});
    dress();
    retranslate();
}

// Ivory and gold on the navy panel; the lines of help a little softer than the buttons' words.
void WelcomeView::dress()
{
    dressPanel(m_card, palette());
    QList<QLabel*> labels{m_title, m_levelsTitle, m_subtitle, m_playText, m_continueText};
    labels.append(QList<QLabel*>(m_levelTexts.begin(), m_levelTexts.end()));
    for (QLabel* label : labels)
        label->setPalette(QPalette()); // the panel's, until told otherwise
    m_emblem->setInk({});
    if (isHighContrast(palette()))
        return;
    QPalette gold = m_card->palette();
    gold.setColor(QPalette::WindowText, Livery::gold());
    m_title->setPalette(gold);
    m_levelsTitle->setPalette(gold);
    m_emblem->setInk(Livery::gold());
    QPalette lesser = m_card->palette();
    lesser.setColor(QPalette::WindowText, Livery::mist());
    for (QLabel* label : labels.mid(2))
        label->setPalette(lesser);
}

// The panel: the name, Play and Continue, the four computers, the other ways to play; the panel
// in the middle of the page.
void WelcomeView::layOut()
{
    auto* first = new QHBoxLayout;
    first->addStretch();
    for (auto [button, text] : {std::pair{m_play, m_playText}, std::pair{m_continue, m_continueText}}) {
        auto* column = new QVBoxLayout;
        column->addWidget(button);
        column->addWidget(text);
        first->addLayout(column);
    }
    first->addStretch();
    auto* others = new QHBoxLayout;
    others->addStretch();
    for (QPushButton* button : {m_watch, m_host, m_join, m_rules})
        others->addWidget(button);
    others->addStretch();

    auto* layout = new QVBoxLayout(m_card);
    layout->setContentsMargins(32, 22, 32, 26);
    layout->setSpacing(10);
    auto* masthead = new QHBoxLayout;
    masthead->setSpacing(14);
    masthead->addStretch();
    masthead->addWidget(m_emblem);
    masthead->addWidget(m_title);
    masthead->addSpacing(m_emblem->width() / 2); // the title in the middle, the rose to its side
    masthead->addStretch();
    layout->addLayout(masthead);
    layout->addWidget(m_subtitle, 0, Qt::AlignHCenter);
    layout->addSpacing(12);
    layout->addLayout(first);
    layout->addSpacing(8);
    layout->addWidget(m_levelsTitle, 0, Qt::AlignHCenter);
    layout->addWidget(levelsRow());
    layout->addSpacing(8);
    layout->addLayout(others);
    auto* page = new QVBoxLayout(this);
    page->addStretch(2);
    page->addWidget(m_card, 0, Qt::AlignHCenter);
    page->addStretch(3);
}

// The four computers side by side, each with how it plays.
QWidget* WelcomeView::levelsRow()
{
    auto* row = new QWidget(m_card);
    auto* grid = new QGridLayout(row);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(int(kOpponentLevels.size()) + 1, 1);
    for (OpponentLevel level : kOpponentLevels) {
        const int i = int(level);
        m_levels[std::size_t(i)] = bigButton(row, 1.15);
        m_levels[std::size_t(i)]->setObjectName(QStringLiteral("level-") +
                                                QLatin1String(keyOf(level).data()));
        m_levelTexts[std::size_t(i)] = caption(row);
        m_levelTexts[std::size_t(i)]->setMaximumWidth(m_levels[std::size_t(i)]->minimumWidth() * 3 / 2);
        grid->addWidget(m_levels[std::size_t(i)], 0, i + 1);
        grid->addWidget(m_levelTexts[std::size_t(i)], 1, i + 1, Qt::AlignTop);
        connect(m_levels[std::size_t(i)], &QPushButton::clicked, this,
                [this, level] { emit levelChosen(level); });
    }
    return row;
}

void WelcomeView::setPlayText(const QString& text)
{
    m_playText->setText(text);
    // What the line under it says, said with the button: a screen reader lands on the button.
    m_play->setAccessibleDescription(text);
}

void WelcomeView::setContinueText(const QString& text)
{
    m_continueText->setText(text);
    m_continue->setAccessibleDescription(text);
    m_continue->setVisible(!text.isEmpty());
    m_continueText->setVisible(!text.isEmpty());
    m_continue->setDefault(!text.isEmpty()); // Enter goes on with the game left
    m_play->setDefault(text.isEmpty());
}

// The open sea, and the choices on a navy panel afloat on it.
void WelcomeView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const qreal cell = std::max(32.0, height() / 14.0);
    drawSea(painter, QRectF(rect()), cell, palette());
    painter.setRenderHint(QPainter::Antialiasing);
    // A few ships at sea around the panel, the game's own art.
    struct AtSea {
        const char* element;
        int length;
        Orientation orientation;
        QPointF at; // the bow, as a share of the page
    };
    for (const AtSea& ship : {AtSea{"carrier", 5, Orientation::Horizontal, {0.04, 0.80}},
                              AtSea{"destroyer", 2, Orientation::Horizontal, {0.84, 0.10}},
                              AtSea{"submarine", 3, Orientation::Vertical, {0.90, 0.52}},
                              AtSea{"cruiser", 3, Orientation::Vertical, {0.07, 0.16}}}) {
        const QPointF bow(ship.at.x() * width(), ship.at.y() * height());
        const QSizeF hull = ship.orientation == Orientation::Horizontal ? QSizeF(cell * ship.length, cell)
                                                                        : QSizeF(cell, cell * ship.length);
        if (QRectF(bow, hull).intersects(QRectF(m_card->geometry()).adjusted(-8, -8, 8, 8)))
            continue; // no ship under the panel: in a small window, or a long language, the sea is narrower
        drawShipAtSea(painter, QRectF(bow, hull), QString::fromLatin1(ship.element), ship.length,
                      ship.orientation, ShipArt::Condition::Afloat, palette());
    }
    paintPanel(painter, QRectF(m_card->geometry()), palette(), 16);
    drawRules(painter);
}

// Thin brass rules either side of "Against the computer…", as a chart's cartouche sets a heading
// apart; none under a high-contrast theme.
void WelcomeView::drawRules(QPainter& painter) const
{
    if (isHighContrast(palette()))
        return;
    const QRect heading = m_levelsTitle->geometry().translated(m_card->pos());
    const int words = m_levelsTitle->fontMetrics().horizontalAdvance(m_levelsTitle->text());
    const qreal y = heading.center().y() + 0.5;
    const qreal gap = 12;
    const qreal inner = m_card->geometry().left() + 44;
    const qreal outer = m_card->geometry().right() - 44;
    const qreal left = heading.center().x() - words / 2.0 - gap;
    const qreal right = heading.center().x() + words / 2.0 + gap;
    QColor rule = Livery::brass();
    rule.setAlphaF(0.8f);
    painter.setPen(QPen(rule, 1));
    if (left - inner > 16)
        painter.drawLine(QPointF(inner, y), QPointF(left, y));
    if (outer - right > 16)
        painter.drawLine(QPointF(right, y), QPointF(outer, y));
}

void WelcomeView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        dress(); // a theme changed: back to the livery, or to flat high contrast
    QWidget::changeEvent(event);
}

void WelcomeView::retranslate()
{
    m_title->setText(tr("Sea Battle"));
    m_subtitle->setText(tr("Place your fleet, find theirs, sink it first."));
    m_play->setText(tr("&Play"));
    m_play->setToolTip(
        tr("Straight into battle with the last rules and opponent, your fleet placed at random"));
    m_continue->setText(tr("&Continue"));
    m_continue->setToolTip(tr("Go on with the game you left"));
    m_levelsTitle->setText(tr("Against the computer: place your fleet, then choose who you face"));
    const char* const mnemonics[] = {QT_TR_NOOP("&Easy"), QT_TR_NOOP("&Medium"), QT_TR_NOOP("Har&d"),
                                     QT_TR_NOOP("&Admiral")};
    for (OpponentLevel level : kOpponentLevels) {
        const auto i = std::size_t(level);
        m_levels[i]->setText(tr(mnemonics[i]));
        m_levels[i]->setToolTip(tr("Place your fleet, then play against %1").arg(opponentLevelName(level)));
        m_levels[i]->setAccessibleDescription(howItPlays(level));
        m_levelTexts[i]->setText(howItPlays(level));
    }
    m_watch->setText(tr("&Watch two computers"));
    m_watch->setToolTip(tr("Two computers play each other; you watch"));
    m_host->setText(tr("H&ost a LAN game"));
    m_host->setToolTip(tr("Wait for a friend on your local network"));
    m_join->setText(tr("&Join a LAN game"));
    m_join->setToolTip(tr("Play a game a friend hosts on your local network"));
    m_rules->setText(tr("All the &rules…"));
    m_rules->setToolTip(tr("Choose the opponent, the rules and their options, or make your own fleet"));
}
