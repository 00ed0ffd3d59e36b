// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/battle/gameoverbanner.h"

#include "ui/words/plaintext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

GameOverBanner::GameOverBanner(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("gameOverBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true); // it lies over the boards: opaque, framed, and raised
    setFrameShadow(QFrame::Raised);
    setLineWidth(2);
    m_headline = new QLabel(this);
    QFont f = m_headline->font();
    f.setPointSizeF(f.pointSizeF() * 1.8);
    f.setBold(true);
    m_headline->setFont(f);
    m_headline->setAlignment(Qt::AlignCenter);
    m_figures = showAsTyped(new QLabel(this)); // why: it may quote a LAN peer's rules
    m_figures->setAlignment(Qt::AlignCenter);
    m_figures->setWordWrap(true);
    m_rematch = new QPushButton(this);
    m_newGame = new QPushButton(this);
    makeReview();
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_rematch);
    buttons->addWidget(m_newGame);
    buttons->addWidget(m_review);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    // Close-set, so that with the review's line it still fits under the boards' fleet lines.
    layout->setContentsMargins(12, 6, 12, 8);
    layout->setSpacing(4);
    layout->addWidget(m_headline);
    layout->addWidget(m_figures);
    layout->addWidget(m_reviewLine);
    layout->addLayout(buttons);
    connect(m_rematch, &QPushButton::clicked, this, &GameOverBanner::rematchRequested);
    connect(m_newGame, &QPushButton::clicked, this, &GameOverBanner::newGameRequested);
    retranslate();
    hide();
}

void GameOverBanner::present(Outcome outcome, const QString& why, const Figures& figures)
{
    m_outcome = outcome;
    m_why = why;
    m_numbers = figures;
    clearReview();
    retranslate();
    show();
}

// The review's line, under the figures, and its button, beside what next: a banner that grows
// by one line of text, not by a row of buttons, still fits under the boards.
void GameOverBanner::makeReview()
{
    m_reviewLine = new QLabel(this);
    m_reviewLine->setObjectName(QStringLiteral("reviewLine"));
    m_reviewLine->setTextFormat(Qt::PlainText); // the summary comes as it is given
    m_reviewLine->setWordWrap(true);
    m_reviewLine->setAlignment(Qt::AlignCenter);
    m_review = new QPushButton(this);
    m_review->setObjectName(QStringLiteral("reviewButton"));
    connect(m_review, &QPushButton::clicked, this, &GameOverBanner::reviewRequested);
    m_reviewLine->hide();
    m_review->hide();
}

void GameOverBanner::showReviewProgress(int done, int total)
{
    m_reviewPercent = total > 0 ? std::clamp(100 * done / total, 0, 100) : 0;
    m_reviewSummary.clear();
    m_review->setEnabled(false);
    sayReview();
    m_review->show();
}

void GameOverBanner::showReviewSummary(const QString& summary)
{
    m_reviewPercent.reset();
    m_reviewSummary = summary;
    m_review->setEnabled(true);
    sayReview();
    m_review->show();
}

void GameOverBanner::clearReview()
{
    m_reviewPercent.reset();
    m_reviewSummary.clear();
    m_reviewLine->clear();
    m_reviewLine->hide();
    m_review->hide();
}

QString GameOverBanner::reviewText() const
{
    return m_reviewLine->isHidden() ? QString() : m_reviewLine->text();
}

void GameOverBanner::sayReview()
{
    //: While a finished game's shots are rated; %1 is the part done in percent, 0 to 100
    m_reviewLine->setText(m_reviewPercent ? tr("Reviewing your shots… %1%").arg(*m_reviewPercent)
                                          : m_reviewSummary);
    m_reviewLine->setVisible(!m_reviewLine->text().isEmpty()); // empty once cleared
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
    QFrame::changeEvent(event);
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
    const QString duration =
        QStringLiteral("%1:%2").arg(QString::number(m_numbers.seconds / 60),
                                    QString::number(m_numbers.seconds % 60).rightJustified(2, u'0'));
    // All at once: a "%2" in the why (a Custom class's name) stays as it is, not replaced.
    m_figures->setText(
        tr("%1 %n shot(s), %2, accuracy %3%, in %4.", "", m_numbers.shots)
            .arg(m_why, tr("%n on target", "", m_numbers.hits), locale.toString(accuracy, 'f', 0), duration));
    m_rematch->setText(tr("&Rematch"));
    m_rematch->setToolTip(tr("Play again with the same rules and opponent"));
    m_newGame->setText(tr("&New game"));
    m_newGame->setToolTip(tr("Choose the opponent and the rules of the next game"));
    //: The banner at the end of a game, as a screen reader names it
    setAccessibleName(tr("Game over"));
    m_review->setText(tr("Re&view this game"));
    m_review->setToolTip(tr("See each of your shots rated against the best one you could have fired"));
    sayReview();
}
