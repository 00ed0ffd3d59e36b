// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/welcome/welcomeview.h"

#include "ui/board/boarddrawing.h"
#include "ui/board/shipwake.h"
#include "ui/livery/deckbutton.h"
#include "ui/livery/emblem.h"
#include "ui/livery/livery.h"
#include "ui/words/levelwords.h"
#include "ui/words/plaintext.h"

#include <QAction>
#include <QButtonGroup>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QPaintDevice>
#include <QPainter>
#include <QPushButton>
#include <QRadialGradient>
#include <QVBoxLayout>

#include <cmath>

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

// The foam a ship under way leaves on open water, longer than a board's cell allows (bow to the
// left): churned water from the stern, in dabs that spread and thin out behind it. (The V its bow
// cuts, drawn as two faint lines, read as "laser beams" and "scratches": left out.)
void drawWakeUnderWay(QPainter& painter, const QRectF& hull)
{
    const qreal cell = hull.height();
    const QPointF stern(hull.right() - cell * 0.2, hull.center().y());
    painter.setPen(Qt::NoPen);
    constexpr int kDabs = 14;
    for (int i = 0; i < kDabs; ++i) {
        const qreal t = i / qreal(kDabs - 1);                 // 0 at the stern, 1 where it is gone
        const qreal wobble = std::sin(i * 2.3) * cell * 0.05; // churned, not ruled
        const QPointF at = stern + QPointF(t * cell * 3.4, wobble * (0.4 + t));
        const qreal radius = cell * (0.27 + 0.33 * t);
        QRadialGradient dab(at, radius);
        dab.setColorAt(0, QColor(244, 250, 253, int(150 * std::pow(1 - t, 1.5) + 10)));
        dab.setColorAt(0.5, QColor(240, 248, 252, int(60 * std::pow(1 - t, 1.5) + 4)));
        dab.setColorAt(1, QColor(240, 248, 252, 0));
        painter.setBrush(dab);
        painter.drawEllipse(at, radius * 1.3, radius);
    }
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
    m_play->setMinimumWidth(m_play->fontMetrics().averageCharWidth() * 20);
    m_play->setDefault(true);
    m_playText = caption(m_card);
    // Continue a step quieter than Play, at Play's height: the game left is offered, not pressed.
    m_continue = bigButton(m_card, 1.25);
    m_continue->setMinimumHeight(m_play->minimumHeight());
    m_continue->setObjectName(QStringLiteral("continue"));
    m_continueText = caption(m_card, false); // one line: "… left on / December 1" read badly
    m_levelText = caption(m_card);
    m_levelText->setObjectName(QStringLiteral("levelLine"));
    m_place = bigButton(m_card, 1.0, DeckButton::Rank::Aside);
    m_place->setObjectName(QStringLiteral("place"));
    m_network = bigButton(m_card, 1.0, DeckButton::Rank::Aside);
    m_watch = bigButton(m_card, 1.0, DeckButton::Rank::Aside);
    m_rules = bigButton(m_card, 1.0, DeckButton::Rank::Aside);
    m_network->setObjectName(QStringLiteral("network"));
    m_network->setEnabled(false); // until the window gives it its actions
    m_watch->setObjectName(QStringLiteral("watch"));
    m_rules->setObjectName(QStringLiteral("rules"));

    layOut();
    // As the panel reads: Play, Continue, the four computers, then the other ways to play (the
    // computers' row is made last, in layOut()).
    QWidget* previous = m_continue;
    for (QWidget* next : std::initializer_list<QWidget*>{m_levels[0], m_levels[1], m_levels[2], m_levels[3],
                                                         m_place, m_network, m_watch, m_rules}) {
        setTabOrder(previous, next);
        previous = next;
    }
    connect(m_play, &QPushButton::clicked, this, &WelcomeView::playRequested);
    connect(m_continue, &QPushButton::clicked, this, &WelcomeView::continueRequested);
    connect(m_place, &QPushButton::clicked, this, &WelcomeView::placeRequested);
    connect(m_watch, &QPushButton::clicked, this, &WelcomeView::watchRequested);
    connect(m_rules, &QPushButton::clicked, this, &WelcomeView::rulesRequested);
    setContinueText({});
    setLevel(m_level);
    dress();
    retranslate();
}

// Ivory and gold on the navy panel; the lines of help a little softer than the buttons' words.
void WelcomeView::dress()
{
    dressPanel(m_card, palette());
    const QList<QLabel*> labels{m_title, m_subtitle, m_playText, m_continueText, m_levelText};
    for (QLabel* label : labels)
        label->setPalette(QPalette()); // the panel's, until told otherwise
    m_emblem->setInk({});
    if (isHighContrast(palette()))
        return;
    QPalette gold = m_card->palette();
    gold.setColor(QPalette::WindowText, Livery::gold());
    m_title->setPalette(gold);
    m_emblem->setInk(Livery::gold());
    QPalette lesser = m_card->palette();
    lesser.setColor(QPalette::WindowText, Livery::mist());
    for (QLabel* label : labels.mid(1))
        label->setPalette(lesser);
}

// The panel: the name; Play and Continue; the computer Play is against, and how it plays; under a
// rule, the other ways to play. The panel in the middle of the page.
void WelcomeView::layOut()
{
    auto* first = new QHBoxLayout;
    first->setSpacing(16);
    first->addStretch();
    for (auto [button, text] : {std::pair{m_play, m_playText}, std::pair{m_continue, m_continueText}}) {
        auto* column = new QVBoxLayout;
        column->setSpacing(4);
        // Continue at its own width, not its line's: Play stays the widest, the first choice.
        column->addWidget(button, 0, button == m_play ? Qt::Alignment() : Qt::AlignHCenter);
        column->addWidget(text);
        first->addLayout(column);
    }
    first->addStretch();
    auto* others = new QHBoxLayout;
    others->addStretch();
    for (QPushButton* button : {m_place, m_network, m_watch, m_rules})
        others->addWidget(button);
    others->addStretch();

    auto* layout = new QVBoxLayout(m_card);
    layout->setContentsMargins(32, 22, 32, 22);
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
    layout->addSpacing(10);
    layout->addLayout(first);
    layout->addSpacing(6);
    layout->addWidget(levelsRow(), 0, Qt::AlignHCenter);
    layout->addWidget(m_levelText);
    layout->addSpacing(18); // room for the rule that sets the other ways apart
    layout->addLayout(others);
    auto* page = new QVBoxLayout(this);
    page->addStretch(2);
    page->addWidget(m_card, 0, Qt::AlignHCenter);
    page->addStretch(3);
}

// The four computers in one row of choices, one of them checked: the one Play starts against.
QWidget* WelcomeView::levelsRow()
{
    m_levelsRow = new QWidget(m_card);
    m_levelsRow->setObjectName(QStringLiteral("levels"));
    auto* row = new QHBoxLayout(m_levelsRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(6);
    m_levelGroup = new QButtonGroup(m_levelsRow);
    m_levelGroup->setExclusive(true);
    for (OpponentLevel level : kOpponentLevels) {
        QPushButton* button = bigButton(m_levelsRow, 1.1);
        button->setCheckable(true);
        button->setObjectName(QStringLiteral("level-") + QLatin1String(keyOf(level).data()));
        m_levels[std::size_t(level)] = button;
        m_levelGroup->addButton(button, int(level));
        row->addWidget(button);
    }
    connect(m_levelGroup, &QButtonGroup::idClicked, this, [this](int id) {
        const auto level = OpponentLevel(id);
        if (level == m_level)
            return;
        setLevel(level);
        emit levelChosen(level);
    });
    return m_levelsRow;
}

void WelcomeView::setRulesText(const QString& line, const QString& whole)
{
    m_playText->setText(line);
    m_playText->setToolTip(whole);
    // The game in full, said with the button: a screen reader lands on the button.
    m_play->setAccessibleDescription(whole);
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

void WelcomeView::setLevel(OpponentLevel level)
{
    m_level = level;
    m_levels[std::size_t(level)]->setChecked(true);
    m_levelText->setText(howItPlays(level));
}

void WelcomeView::setNetworkActions(QAction* host, QAction* join)
{
    auto* menu = new QMenu(m_network);
    menu->addAction(host);
    menu->addAction(join);
    m_network->setMenu(menu);
    m_network->setEnabled(true);
}

// The open sea, lit from above, and the choices on a navy panel afloat on it.
void WelcomeView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const qreal cell = std::max(32.0, height() / 14.0);
    drawSea(painter, QRectF(rect()), cell, palette());
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    const bool flat = isHighContrast(palette());
    if (!flat)
        drawDaylight(painter);
    drawShipsAtSea(painter, cell);
    if (!flat)
        drawPanelShadow(painter);
    paintPanel(painter, QRectF(m_card->geometry()), palette(), 16);
    drawRules(painter);
}

// The light a sea has seen from a deck: brightest where the sun stands, above the panel, falling
// off into deep water at the page's edges and corners (the bars around it are that deep navy).
void WelcomeView::drawDaylight(QPainter& painter) const
{
    const QRectF page(rect());
    const qreal reach = std::hypot(page.width(), page.height()) * 0.56;
    QRadialGradient deep(QPointF(page.center().x(), page.height() * 0.38), reach);
    deep.setColorAt(0.3, QColor(4, 14, 34, 0));
    deep.setColorAt(0.7, QColor(4, 14, 34, 70));
    deep.setColorAt(1, QColor(4, 14, 34, 200));
    painter.fillRect(page, deep);
    QRadialGradient sun(QPointF(page.center().x(), page.height() * 0.08), page.width() * 0.45);
    sun.setColorAt(0, QColor(255, 244, 214, 58));
    sun.setColorAt(1, QColor(255, 244, 214, 0));
    painter.fillRect(page, sun);
}

// A few ships under way around the panel, the game's own art, each on its own heading: a sea
// being sailed, not pieces laid square on a board.
void WelcomeView::drawShipsAtSea(QPainter& painter, qreal cell) const
{
    struct AtSea {
        const char* element;
        int length;
        QPointF centre; // as a share of the page
        qreal heading;  // degrees turned from bow-to-the-left, clockwise
    };
    const QRectF panel = QRectF(m_card->geometry()).adjusted(-8, -8, 8, 8);
    const bool flat = isHighContrast(palette());
    for (const AtSea& ship : {AtSea{"carrier", 5, {0.17, 0.87}, 6}, AtSea{"destroyer", 2, {0.91, 0.1}, -14},
                              AtSea{"submarine", 3, {0.92, 0.62}, 104}, AtSea{"cruiser", 3, {0.09, 0.30}, 72},
                              AtSea{"patrol-boat", 1, {0.83, 0.9}, 192}}) {
        QTransform heading;
        heading.translate(ship.centre.x() * width(), ship.centre.y() * height());
        heading.rotate(ship.heading);
        const QRectF hull(-cell * ship.length / 2, -cell / 2, cell * ship.length, cell);
        if (heading.mapRect(hull.adjusted(-cell / 2, -cell / 4, cell / 2, cell / 4)).intersects(panel))
            continue; // no ship under the panel: in a small window, or a long language, the sea is narrower
        const QString element = QString::fromLatin1(ship.element);
        painter.save();
        if (!flat) { // its shadow falls the sun's way, whatever its heading
            const qreal dpr = painter.device()->devicePixelRatioF();
            const QPointF fall = ShipWake::shadowOffset(cell, dpr);
            painter.setTransform(heading * QTransform::fromTranslate(fall.x(), fall.y()), true);
            painter.drawPixmap(hull.topLeft(),
                               ShipWake::shadow(element, ship.length, Orientation::Horizontal, cell, dpr));
            painter.restore();
            painter.save();
        }
        painter.setTransform(heading, true);
        if (!flat)
            drawWakeUnderWay(painter, hull);
        drawShip(painter, hull, element, ship.length, Orientation::Horizontal, ShipArt::Condition::Afloat);
        painter.restore();
    }
}

// The panel's shadow on the water, soft and a little below it: the panel floats.
void WelcomeView::drawPanelShadow(QPainter& painter) const
{
    const QRectF panel = QRectF(m_card->geometry()).translated(0, 7);
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int ring = 10; ring >= 1; --ring) {
        painter.setBrush(QColor(2, 8, 20, 9));
        const qreal grow = ring * 2.2;
        painter.drawRoundedRect(panel.adjusted(-grow, -grow, grow, grow), 16 + grow, 16 + grow);
    }
    painter.restore();
}

// A thin brass rule under the main path, as a chart's cartouche sets its legend apart: what lies
// below it is another way to play; none under a high-contrast theme.
void WelcomeView::drawRules(QPainter& painter) const
{
    if (isHighContrast(palette()))
        return;
    const QRect card = m_card->geometry();
    const qreal y = card.top() + (m_levelText->geometry().bottom() + m_network->geometry().top()) / 2.0 + 0.5;
    QColor rule = Livery::brass();
    rule.setAlphaF(0.6f);
    painter.setPen(QPen(rule, 1));
    painter.drawLine(QPointF(card.left() + 44, y), QPointF(card.right() - 44, y));
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
    //: The row of the four computers on the welcome page, for a screen reader
    m_levelsRow->setAccessibleName(tr("Opponent"));
    const char* const mnemonics[] = {QT_TR_NOOP("&Easy"), QT_TR_NOOP("&Medium"), QT_TR_NOOP("Har&d"),
                                     QT_TR_NOOP("&Admiral")};
    for (OpponentLevel level : kOpponentLevels) {
        const auto i = std::size_t(level);
        m_levels[i]->setText(tr(mnemonics[i]));
        m_levels[i]->setToolTip(howItPlays(level));
        m_levels[i]->setAccessibleDescription(howItPlays(level));
    }
    m_levelText->setText(howItPlays(m_level));
    m_place->setText(tr("Place your &fleet"));
    m_place->setToolTip(tr("Place your own fleet, then play against the computer chosen above"));
    //: Opens a menu: host a game, or join one, on the local network
    m_network->setText(tr("Play on the &network…"));
    m_network->setToolTip(tr("Play a friend on your local network: host a game, or join theirs"));
    m_watch->setText(tr("&Watch two computers"));
    m_watch->setToolTip(tr("Two computers play each other; you watch"));
    m_rules->setText(tr("All the &rules…"));
    m_rules->setToolTip(tr("Choose the opponent, the rules and their options, or make your own fleet"));
}
