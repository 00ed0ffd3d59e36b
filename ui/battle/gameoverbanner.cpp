// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/battle/gameoverbanner.h"

#include "ui/livery/deckbutton.h"
#include "ui/livery/emblem.h"
#include "ui/livery/livery.h"
#include "ui/words/plaintext.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The ribbon's colours, top and bottom, and the writing on it: each outcome its own, and its own
// emblem too, so that none is told by colour alone.
struct RibbonColours {
    QColor top;
    QColor bottom;
    QColor ink;
};

RibbonColours ribbonColours(GameOverBanner::Outcome outcome)
{
    switch (outcome) {
    case GameOverBanner::Outcome::Victory:
        return {{0xf3, 0xd7, 0x80}, {0xc4, 0x93, 0x34}, Livery::ink()};
    case GameOverBanner::Outcome::Defeat:
        return {{0xae, 0x2e, 0x2e}, {0x6a, 0x12, 0x16}, Livery::ivory()};
    case GameOverBanner::Outcome::ComputerOneWon:
    case GameOverBanner::Outcome::ComputerTwoWon:
        break;
    }
    return {{0x4a, 0x6f, 0x96}, {0x24, 0x42, 0x63}, Livery::ivory()};
}

Emblem emblemOf(GameOverBanner::Outcome outcome)
{
    switch (outcome) {
    case GameOverBanner::Outcome::Victory:
        return Emblem::Victory;
    case GameOverBanner::Outcome::Defeat:
        return Emblem::Defeat;
    case GameOverBanner::Outcome::ComputerOneWon:
    case GameOverBanner::Outcome::ComputerTwoWon:
        break;
    }
    return Emblem::Pennant;
}

QLabel* centredLine(QWidget* parent, const char* name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setTextFormat(Qt::PlainText); // the app's words, as they are given
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    return label;
}

} // namespace

GameOverBanner::GameOverBanner(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("gameOverBanner"));
    setFrameShape(QFrame::NoFrame); // the panel's rim is drawn with it
    setAttribute(Qt::WA_TranslucentBackground, false);
    makeHeadline();
    m_figures = showAsTyped(new QLabel(this)); // why: it may quote a LAN peer's rules
    m_figures->setAlignment(Qt::AlignCenter);
    m_figures->setWordWrap(true);
    QFont figures = m_figures->font();
    figures.setPointSizeF(figures.pointSizeF() * 1.1);
    m_figures->setFont(figures);
    m_rematch = new DeckButton(DeckButton::Rank::Primary, this);
    m_newGame = new DeckButton(DeckButton::Rank::Secondary, this);
    makeReview();
    auto* headline = new QHBoxLayout;
    headline->setSpacing(12);
    headline->addStretch();
    headline->addWidget(m_emblems[0]);
    headline->addWidget(m_headline);
    headline->addWidget(m_emblems[1]);
    headline->addStretch();
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_rematch);
    buttons->addWidget(m_newGame);
    buttons->addWidget(m_review);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    // Close-set, so that with the review's lines it still fits under the boards' fleet lines.
    layout->setContentsMargins(16, 8, 16, 8);
    layout->setSpacing(4);
    layout->addLayout(headline);
    layout->addWidget(m_figures);
    layout->addWidget(m_reviewLine);
    layout->addWidget(m_reviewGist);
    layout->addLayout(buttons);
    connect(m_rematch, &QPushButton::clicked, this, &GameOverBanner::rematchRequested);
    connect(m_newGame, &QPushButton::clicked, this, &GameOverBanner::newGameRequested);
    dress();
    retranslate();
    hide();
}

void GameOverBanner::makeHeadline()
{
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("headline"));
    QFont f = m_headline->font();
    f.setFamilies({QStringLiteral("Georgia"), QStringLiteral("DejaVu Serif"), QStringLiteral("serif")});
    f.setPointSizeF(f.pointSizeF() * 2.2); // the game's last word: the largest writing it shows
    f.setBold(true);
    m_headline->setFont(f);
    m_headline->setAlignment(Qt::AlignCenter);
    m_headline->setContentsMargins(0, 0, 0, 0);
    const int side = m_headline->fontMetrics().height();
    for (auto& emblem : m_emblems)
        emblem = new EmblemView(Emblem::Victory, side, this);
}

void GameOverBanner::present(Outcome outcome, const QString& why, const Figures& figures)
{
    m_outcome = outcome;
    m_why = why;
    m_numbers = figures;
    clearReview();
    dress();
    retranslate();
    show();
}

// The review's lines, under the figures, and its button, beside what next: a banner that grows
// by lines of text, not by a row of buttons, still fits under the boards.
void GameOverBanner::makeReview()
{
    m_reviewLine = centredLine(this, "reviewLine");
    m_reviewGist = centredLine(this, "reviewGist");
    QFont gist = m_reviewGist->font();
    gist.setItalic(true);
    m_reviewGist->setFont(gist);
    m_review = new DeckButton(DeckButton::Rank::Secondary, this);
    m_review->setObjectName(QStringLiteral("reviewButton"));
    connect(m_review, &QPushButton::clicked, this, &GameOverBanner::reviewRequested);
    m_reviewLine->hide();
    m_reviewGist->hide();
    m_review->hide();
}

void GameOverBanner::showReviewProgress(int done, int total)
{
    m_reviewPercent = total > 0 ? std::clamp(100 * done / total, 0, 100) : 0;
    m_reviewSummary.clear();
    m_reviewGistText.clear();
    m_reviewExplanation.clear();
    m_review->setEnabled(false);
    sayReview();
    m_review->show();
}

void GameOverBanner::showReviewSummary(const QString& summary, const QString& gist,
                                       const QString& explanation)
{
    m_reviewPercent.reset();
    m_reviewSummary = summary;
    m_reviewGistText = gist;
    m_reviewExplanation = explanation;
    m_review->setEnabled(true);
    sayReview();
    m_review->show();
}

void GameOverBanner::clearReview()
{
    m_reviewPercent.reset();
    m_reviewSummary.clear();
    m_reviewGistText.clear();
    m_reviewExplanation.clear();
    sayReview();
    m_review->hide();
}

QString GameOverBanner::reviewText() const
{
    return m_reviewLine->isHidden() ? QString() : m_reviewLine->text();
}

QString GameOverBanner::reviewGist() const
{
    return m_reviewGist->isHidden() ? QString() : m_reviewGist->text();
}

void GameOverBanner::sayReview()
{
    //: While a finished game's shots are rated; %1 is the part done in percent, 0 to 100
    m_reviewLine->setText(m_reviewPercent ? tr("Reviewing your shots… %1%").arg(*m_reviewPercent)
                                          : m_reviewSummary);
    m_reviewLine->setVisible(!m_reviewLine->text().isEmpty()); // empty once cleared
    // What the figures mean: on hover, and to a screen reader on the line itself.
    m_reviewLine->setToolTip(m_reviewPercent ? QString() : m_reviewExplanation);
    m_reviewLine->setAccessibleDescription(m_reviewPercent ? QString() : m_reviewExplanation);
    m_reviewGist->setText(m_reviewPercent ? QString() : m_reviewGistText);
    m_reviewGist->setVisible(!m_reviewGist->text().isEmpty());
}

QString GameOverBanner::headline() const
{
    return m_headline->text();
}
QString GameOverBanner::figuresText() const
{
    return m_figures->text();
}

void GameOverBanner::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange && !m_dressing)
        dress(); // a theme changed: back to the livery, or to flat high contrast
    QFrame::changeEvent(event);
}

// Ivory writing on the navy panel, the outcome's ink on its ribbon; the theme's own colours
// under high contrast.
void GameOverBanner::dress()
{
    m_dressing = true;
    const QPalette outside = parentWidget() ? parentWidget()->palette() : QApplication::palette();
    dressPanel(this, outside);
    const bool flat = isHighContrast(outside);
    QPalette onRibbon = palette();
    if (!flat)
        onRibbon.setColor(QPalette::WindowText, ribbonColours(m_outcome).ink);
    m_headline->setPalette(onRibbon);
    for (EmblemView* emblem : m_emblems) {
        emblem->setEmblem(emblemOf(m_outcome));
        emblem->setInk(onRibbon.color(QPalette::WindowText));
    }
    QPalette lesser = palette();
    if (!flat)
        lesser.setColor(QPalette::WindowText, Livery::mist());
    m_reviewGist->setPalette(lesser);
    m_dressing = false;
    update();
}

void GameOverBanner::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QPalette outside = parentWidget() ? parentWidget()->palette() : QApplication::palette();
    paintPanel(painter, QRectF(rect()), outside, 12);
    drawRibbon(painter);
}

// The ribbon under the headline, its ends cut as a pennant's swallowtail; flat, framed in the
// text's colour, under high contrast.
void GameOverBanner::drawRibbon(QPainter& painter) const
{
    const QRectF words = QRectF(m_emblems[0]->geometry())
                             .united(QRectF(m_emblems[1]->geometry()))
                             .united(QRectF(m_headline->geometry()));
    const qreal notch = words.height() * 0.35;
    const QRectF band = words.adjusted(-(notch + 18), -2, notch + 18, 2);
    QPainterPath ribbon;
    ribbon.moveTo(band.topLeft());
    ribbon.lineTo(band.topRight());
    ribbon.lineTo(band.right() - notch, band.center().y());
    ribbon.lineTo(band.bottomRight());
    ribbon.lineTo(band.bottomLeft());
    ribbon.lineTo(band.left() + notch, band.center().y());
    ribbon.closeSubpath();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette outside = parentWidget() ? parentWidget()->palette() : QApplication::palette();
    if (isHighContrast(outside)) {
        painter.setPen(QPen(outside.color(QPalette::WindowText), 2));
        painter.setBrush(outside.color(QPalette::Window));
    } else {
        const RibbonColours colours = ribbonColours(m_outcome);
        QLinearGradient fill(band.topLeft(), band.bottomLeft());
        fill.setColorAt(0, colours.top);
        fill.setColorAt(1, colours.bottom);
        painter.setPen(QPen(Livery::brass(), 1.2));
        painter.setBrush(fill);
    }
    painter.drawPath(ribbon);
    painter.restore();
}

void GameOverBanner::retranslate()
{
    switch (m_outcome) {
    case Outcome::Victory:
        m_headline->setText(tr("Victory!"));
        break;
    case Outcome::Defeat:
        m_headline->setText(tr("Defeat"));
        break;
    case Outcome::ComputerOneWon:
        m_headline->setText(tr("Computer 1 won"));
        break;
    case Outcome::ComputerTwoWon:
        m_headline->setText(tr("Computer 2 won"));
        break;
    }
    const QLocale locale;
    const double accuracy = m_numbers.shots > 0 ? 100.0 * m_numbers.hits / m_numbers.shots : 0.0;
    // Minutes and seconds named: "0:07" reads as seven minutes as often as seven seconds. Kept on
    // one line.
    const QString seconds = QString::number(m_numbers.seconds % 60);
    const QString duration =
        (m_numbers.seconds < 60
             ? tr("%1 s", "a game's length under a minute, in seconds (\"7 s\")").arg(seconds)
             : tr("%1 min %2 s", "a game's length: minutes, then seconds (\"2 min 05 s\")")
                   .arg(QString::number(m_numbers.seconds / 60), seconds.rightJustified(2, u'0')))
            .replace(u' ', QChar(0x00A0));
    // All at once: a "%2" in the why (a Custom class's name) stays as it is, not replaced. The why
    // on a line of its own and the figures whole under it, not broken before the game's length.
    QString figures =
        tr("%1 %n shot(s), %2, accuracy %3%, in %4.", "", m_numbers.shots)
            .arg(m_why.isEmpty() ? m_why : m_why + u'\n', tr("%n on target", "", m_numbers.hits),
                 locale.toString(accuracy, 'f', 0), duration);
    m_figures->setText(figures.replace(QStringLiteral("\n "), QStringLiteral("\n")));
    m_rematch->setText(tr("&Rematch"));
    m_rematch->setToolTip(tr("Play again with the same rules and opponent"));
    m_newGame->setText(tr("&New game"));
    m_newGame->setToolTip(tr("Choose the opponent and the rules of the next game"));
    //: The banner at the end of a game, as a screen reader names it; %1 is its headline
    //: ("Victory!", "Defeat", "Computer 1 won")
    setAccessibleName(tr("Game over: %1").arg(m_headline->text()));
    m_review->setText(tr("Re&view this game"));
    m_review->setToolTip(tr("See each of your shots rated against the best one you could have fired"));
    sayReview();
}
