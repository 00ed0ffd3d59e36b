// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/replay/replayreview.h"

#include "core/review/hitodds.h"
#include "core/salvospan.h"
#include "ui/board/boardview.h"
#include "ui/words/reviewwords.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

using namespace seabattle;

ReplayReview::ReplayReview(BoardView* own, BoardView* opponent, QWidget* parent)
    : QWidget(parent), m_own(own), m_opponent(opponent)
{
    setObjectName(QStringLiteral("replayReview"));
    m_shotLabel = new QLabel(this);
    m_shotLabel->setObjectName(QStringLiteral("reviewShot"));
    m_shotLabel->setWordWrap(true);
    m_shotLabel->setTextFormat(Qt::PlainText);
    m_ownSummary = new QLabel(this);
    m_ownSummary->setObjectName(QStringLiteral("reviewOwnSummary"));
    m_opponentSummary = new QLabel(this);
    m_opponentSummary->setObjectName(QStringLiteral("reviewOpponentSummary"));
    for (QLabel* summary : {m_ownSummary, m_opponentSummary}) {
        summary->setWordWrap(true);
        summary->setTextFormat(Qt::PlainText);
    }
    m_heatMapToggle = new QPushButton(this);
    m_heatMapToggle->setObjectName(QStringLiteral("heatMapToggle"));
    m_heatMapToggle->setCheckable(true);
    m_heatMapToggle->setFocusPolicy(Qt::NoFocus); // the keys belong to the replay: H toggles it
    m_heatMapToggle->setAutoDefault(false);
    connect(m_heatMapToggle, &QPushButton::toggled, this, [this] { showBoards(); });

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_shotLabel, 0, 0);
    layout->addWidget(m_heatMapToggle, 0, 1, Qt::AlignRight | Qt::AlignTop);
    layout->addWidget(m_ownSummary, 1, 0, 1, 2);
    layout->addWidget(m_opponentSummary, 2, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    retranslate();
    setVisible(false);
}

void ReplayReview::setGame(const std::optional<MatchHistory>& history)
{
    m_history = history;
    m_outcomes.clear();
    setReview(std::nullopt);
}

bool ReplayReview::setReview(const std::optional<GameReview>& review)
{
    m_review.reset();
    m_shots.clear();
    m_odds.clear();
    if (review && m_history) {
        if (m_outcomes.empty())
            m_outcomes = outcomesOf(*m_history);
        m_review = review;
        m_shots.assign(m_outcomes.size(), nullptr);
        std::size_t reviewed = 0;
        std::size_t given = 0;
        for (const PlayerReview& player : m_review->players)
            for (const ShotReview& shot : player.shots) {
                ++given;
                const bool same = shot.index >= 0 && std::size_t(shot.index) < m_outcomes.size() &&
                                  m_outcomes[std::size_t(shot.index)].shot == shot.shot;
                if (same && !m_shots[std::size_t(shot.index)]) {
                    m_shots[std::size_t(shot.index)] = &shot;
                    ++reviewed;
                }
            }
        if (reviewed != m_outcomes.size() || given != reviewed) { // not this game's review
            m_review.reset();
            m_shots.clear();
        }
    }
    setVisible(m_review.has_value());
    showBoards();
    return m_review.has_value() == review.has_value();
}

void ReplayReview::showStep(int step)
{
    m_step = step;
    showBoards();
}

void ReplayReview::setHeatMapShown(bool shown)
{
    m_heatMapToggle->setChecked(shown);
}

bool ReplayReview::isHeatMapShown() const
{
    return m_heatMapToggle->isChecked();
}

void ReplayReview::toggleHeatMap()
{
    m_heatMapToggle->toggle();
}

const ShotReview* ReplayReview::shotAt(int index) const
{
    return index >= 0 && std::size_t(index) < m_shots.size() ? m_shots[std::size_t(index)] : nullptr;
}

const Grid<double>& ReplayReview::oddsBefore(int index)
{
    // A salvo is judged from its first shot: every shot of it faced those odds (gamereview.h).
    if (m_history && m_history->rules.salvo && index >= 0 && std::size_t(index) < m_outcomes.size()) {
        const auto spans = salvoSpans(m_history->rules, m_outcomes);
        index = spans[std::size_t(spanOf(spans, index))].first;
    }
    auto known = m_odds.find(index);
    if (known != m_odds.end())
        return known->second;
    static const Grid<double> none{0.0};
    const ShotReview* shot = shotAt(index);
    if (!shot || !m_history || !m_review)
        return none;
    const ShotChart before = chartBefore(m_outcomes, index, shot->shot.shooter);
    const HitOdds odds = hitOdds(before, m_history->rules, positionSeed(m_review->seed, index));
    return m_odds.emplace(index, odds.chance).first->second;
}

// A Salvo game's shot: what it was worth, then its salvo judged whole.
QString ReplayReview::salvoText(int index) const
{
    const auto spans = salvoSpans(m_history->rules, m_outcomes);
    const SalvoSpan& span = spans[std::size_t(spanOf(spans, index))];
    double expected = 0;
    double best = 0;
    std::optional<ShotVerdict> verdict;
    for (int i = span.first; i < span.end(); ++i)
        if (const ShotReview* shot = shotAt(i)) {
            expected += shot->chance;
            best += shot->bestChance;
            if (shot->verdict != ShotVerdict::Wasted)
                verdict = shot->verdict;
        }
    const ShotReview& shot = *shotAt(index);
    const QString cell = shot.verdict == ShotVerdict::Wasted
                             ? ReviewWords::shotReviewText(shot, shot.shot.shooter == Player::One)
                             //: One shot of a salvo: its cell's chance, "A 20% chance."
                             : tr("A %1 chance.").arg(ReviewWords::percentText(shot.chance));
    const QString whole = ReviewWords::salvoReviewText(verdict.value_or(ShotVerdict::Wasted), expected, best);
    //: A shot of a salvo reviewed, then the salvo: "A 20% chance. Good salvo: 1.4 hits expected; …"
    return tr("%1 %2").arg(cell, whole);
}

// The verdicts of the shots shown so far, each on the board it was fired at, and the heat map.
void ReplayReview::showBoards()
{
    BoardView::Verdicts atOwn{std::nullopt};
    BoardView::Verdicts atOpponent{std::nullopt};
    for (int i = 0; i < m_step; ++i)
        if (const ShotReview* shot = shotAt(i))
            (shot->shot.shooter == Player::One ? atOpponent : atOwn)[shot->shot.target] = shot->verdict;
    m_own->setVerdicts(atOwn);
    m_opponent->setVerdicts(atOpponent);

    const ShotReview* last = shotAt(m_step - 1);
    BoardView* firedAt = last && last->shot.shooter == Player::One ? m_opponent : m_own;
    for (BoardView* board : {m_own, m_opponent}) {
        const bool shown = last && isHeatMapShown() && board == firedAt;
        board->setHeatMap(shown ? std::optional(oddsBefore(m_step - 1)) : std::nullopt);
        board->setBestCell(shown ? std::optional(last->bestCell) : std::nullopt);
    }
    retranslate();
}

QString ReplayReview::shotText() const
{
    return m_shotLabel->text();
}

QString ReplayReview::summaryText(Player who) const
{
    return (who == Player::One ? m_ownSummary : m_opponentSummary)->text();
}

void ReplayReview::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ReplayReview::retranslate()
{
    m_heatMapToggle->setText(tr("&Heat map"));
    m_heatMapToggle->setToolTip(tr("The odds of a ship before the shot, on the board it was fired at (H)"));
    const ShotReview* last = shotAt(m_step - 1);
    m_shotLabel->setText(last ? ReviewWords::shotReviewText(*last, last->shot.shooter == Player::One)
                              : QString());
    if (last && m_history && m_history->rules.salvo)
        m_shotLabel->setText(salvoText(m_step - 1));
    if (!m_review) {
        m_ownSummary->clear();
        m_opponentSummary->clear();
        return;
    }
    const auto summary = [](const PlayerReview& player) {
        const QString turn = ReviewWords::turningPointText(player);
        const QString line = ReviewWords::reviewSummary(player);
        //: A player's review, then where the game turned for them: "Shot quality 87, …. The game turned …"
        return turn.isEmpty() ? line : tr("%1. %2").arg(line, turn);
    };
    //: Player One's shots reviewed: "You: Shot quality 87, 2 wasted shots, luck +2.6"
    m_ownSummary->setText(tr("You: %1").arg(summary(m_review->of(Player::One))));
    //: The opponent's shots reviewed
    m_opponentSummary->setText(tr("The opponent: %1").arg(summary(m_review->of(Player::Two))));
}
