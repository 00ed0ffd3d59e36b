// SPDX-License-Identifier: GPL-3.0-or-later
// A replay's review: the verdict badges of the shots shown so far, the heat map of the odds
// before the last shot (core's own), the words of a shot and of a player's shots, and the
// replay window asking for a review only when the game has none.
#include "coretestsupport.h"
#include "playedgame.h"
#include "viewparts.h"

#include "core/ai/computeropponent.h"
#include "core/review/hitodds.h"
#include "ui/board/boardview.h"
#include "ui/replay/replayreview.h"
#include "ui/replay/replayview.h"
#include "ui/replay/replaywindow.h"
#include "ui/words/reviewwords.h"

#include <QApplication>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

using namespace seabattle;

namespace {

// A whole game played by core: Player One shoots like `one`, Player Two like Medium.
MatchHistory playedGame(quint64 seed, OpponentLevel one)
{
    return testing::playedGame(Ruleset::standard(), seed, one, OpponentLevel::Medium);
}

GameReview reviewOf(const MatchHistory& history)
{
    const auto review = reviewShots(history.rules, outcomesOf(history));
    if (!review)
        qFatal("the review stopped");
    return *review;
}

// The review of the shot at `index` of the game.
const ShotReview& shotReview(const GameReview& review, int index)
{
    for (const PlayerReview& player : review.players)
        for (const ShotReview& shot : player.shots)
            if (shot.index == index)
                return shot;
    qFatal("no review of shot %d", index);
}

// The verdicts a board must show after `step` shots: those of `shooter`'s shots so far.
BoardView::Verdicts expectedVerdicts(const GameReview& review, Player shooter, int step)
{
    BoardView::Verdicts verdicts{std::nullopt};
    for (const ShotReview& shot : review.of(shooter).shots)
        if (shot.index < step)
            verdicts[shot.shot.target] = shot.verdict;
    return verdicts;
}

int countOf(const BoardView::Verdicts& verdicts)
{
    return int(std::count_if(verdicts.begin(), verdicts.end(), [](const auto& v) { return v.has_value(); }));
}

// English plurals for the review's words, as the English translation gives them.
class EnglishPlurals : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation);
        if (qstrcmp(context, "ReviewWords") != 0 || !QByteArray(source).contains("(s)"))
            return {};
        QString text = QString::fromUtf8(source);
        return text.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestReplayReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void badgesFollowTheShotsShown();
    void heatMapShowsTheOddsBeforeTheShot();
    void wastedShotSaysWhy();
    void shotWordsNameTheChances();
    void summaryCountsWastedShots();
    void turningPointNeedsARun();
    void windowAsksForAReviewOnlyWhenNoneIsKept();

private:
    EnglishPlurals m_english;
    MatchHistory m_game;
    GameReview m_review;
};

void TestReplayReview::initTestCase()
{
    QCoreApplication::installTranslator(&m_english);
    m_game = playedGame(7, OpponentLevel::Medium);
    m_review = reviewOf(m_game);
    QVERIFY(m_game.shots.size() > 40);
}

void TestReplayReview::badgesFollowTheShotsShown()
{
    ReplayView view;
    QVERIFY(view.setGame(m_game, QStringLiteral("A game")));
    QCOMPARE(countOf(ownBoard(view)->verdicts()), 0); // no review: bare boards
    QVERIFY(view.setReview(m_review));
    QCOMPARE(view.review(), std::optional(m_review));
    QVERIFY(!view.reviewPanel()->isHidden());
    for (int step : {0, 1, 2, 17, view.shotCount()}) {
        view.goToStep(step);
        const auto atOpponent = expectedVerdicts(m_review, Player::One, step);
        const auto atOwn = expectedVerdicts(m_review, Player::Two, step);
        QVERIFY(opponentBoard(view)->verdicts() == atOpponent);
        QVERIFY(ownBoard(view)->verdicts() == atOwn);
        QCOMPARE(countOf(atOpponent) + countOf(atOwn), step);
    }
    // The summaries name who: the player first.
    QVERIFY(view.reviewPanel()->summaryText(Player::One).startsWith(QStringLiteral("You: Shot quality ")));
    QVERIFY(view.reviewPanel()
                ->summaryText(Player::Two)
                .startsWith(QStringLiteral("The opponent: Shot quality ")));

    // Another game drops the review; no review leaves the boards bare.
    QVERIFY(view.setGame(playedGame(8, OpponentLevel::Medium), QStringLiteral("Another")));
    QVERIFY(!view.review());
    view.goToStep(10);
    QCOMPARE(countOf(ownBoard(view)->verdicts()) + countOf(opponentBoard(view)->verdicts()), 0);
    QVERIFY(view.reviewPanel()->isHidden());
    // A review of another game is refused.
    QVERIFY(!view.setReview(m_review));
    QVERIFY(!view.review());
}

void TestReplayReview::heatMapShowsTheOddsBeforeTheShot()
{
    ReplayView view;
    QVERIFY(view.setGame(m_game, QString()));
    QVERIFY(view.setReview(m_review));
    auto* toggle = namedPart<QPushButton>(&view, "heatMapToggle");
    QVERIFY(!toggle->isChecked()); // off by default
    view.goToStep(5);
    QVERIFY(!ownBoard(view)->heatMap() && !opponentBoard(view)->heatMap());

    QTest::keyClick(&view, Qt::Key_H);
    QVERIFY(toggle->isChecked());
    const std::vector<ShotOutcome> outcomes = outcomesOf(m_game);
    for (int step : {5, 6, 7, 30}) {
        view.goToStep(step); // the heat map stays on while stepping
        const int index = step - 1;
        const Player shooter = m_game.shots[std::size_t(index)].shooter;
        BoardView* firedAt = shooter == Player::One ? opponentBoard(view) : ownBoard(view);
        BoardView* other = shooter == Player::One ? ownBoard(view) : opponentBoard(view);
        const HitOdds odds =
            hitOdds(chartBefore(outcomes, index, shooter), m_game.rules, positionSeed(m_review.seed, index));
        QVERIFY(firedAt->heatMap());
        QVERIFY(*firedAt->heatMap() == odds.chance);
        QCOMPARE(firedAt->bestCell(), std::optional(shotReview(m_review, index).bestCell));
        QVERIFY(!firedAt->oddsText(Coord{0, 0}).isEmpty()); // hovering says the odds
        QVERIFY(!other->heatMap());
        QVERIFY(!other->bestCell());
    }
    view.goToStep(0); // no shot yet: no odds to show
    QVERIFY(!ownBoard(view)->heatMap() && !opponentBoard(view)->heatMap());
    view.goToStep(30);
    toggle->click();
    QVERIFY(!ownBoard(view)->heatMap() && !opponentBoard(view)->heatMap());
    QVERIFY(!ownBoard(view)->bestCell() && !opponentBoard(view)->bestCell());
}

void TestReplayReview::wastedShotSaysWhy()
{
    // Easy fires at random: some of its shots land where the rules had proved the sea empty.
    std::optional<MatchHistory> game;
    std::optional<GameReview> review;
    for (quint64 seed = 1; seed < 40 && !review; ++seed) {
        game = playedGame(seed, OpponentLevel::Easy);
        const GameReview candidate = reviewOf(*game);
        if (candidate.of(Player::One).wasted > 0)
            review = candidate;
    }
    QVERIFY2(review, "no game of Easy's with a wasted shot");
    const auto wasted =
        std::find_if(review->of(Player::One).shots.begin(), review->of(Player::One).shots.end(),
                     [](const ShotReview& s) { return s.verdict == ShotVerdict::Wasted; });
    QVERIFY(wasted->emptyReason);
    ReplayView view;
    QVERIFY(view.setGame(*game, QString()));
    QVERIFY(view.setReview(review));
    view.goToStep(wasted->index + 1);
    const QString text = view.reviewPanel()->shotText();
    QVERIFY2(text.startsWith(QStringLiteral("Wasted shot: ")), qPrintable(text));
    QVERIFY2(text.contains(ReviewWords::emptyReasonText(*wasted->emptyReason)), qPrintable(text));
    QCOMPARE(opponentBoard(view)->verdicts()[wasted->shot.target], std::optional(ShotVerdict::Wasted));
    QVERIFY(view.reviewPanel()
                ->summaryText(Player::One)
                .contains(QStringLiteral("%1 wasted shot").arg(review->of(Player::One).wasted)));
}

void TestReplayReview::shotWordsNameTheChances()
{
    ShotReview shot{.index = 3,
                    .shot = {Player::One, Coord{1, 2}},
                    .result = ShotResult::Miss,
                    .chance = 0.28,
                    .bestChance = 0.34,
                    .bestCell = Coord{2, 3},
                    .verdict = ShotVerdict::Good,
                    .emptyReason = std::nullopt};
    QCOMPARE(ReviewWords::shotReviewText(shot, true),
             QStringLiteral("Good shot: a 28% chance; the best was 34% at C4."));
    shot.verdict = ShotVerdict::Best;
    shot.chance = 0.34;
    QCOMPARE(ReviewWords::shotReviewText(shot, false),
             QStringLiteral("Best shot: a 34% chance, the best on the board."));
    shot.verdict = ShotVerdict::Wasted;
    shot.emptyReason = EmptyReason::DiagonalToHit;
    QCOMPARE(
        ReviewWords::shotReviewText(shot, true),
        QStringLiteral("Wasted shot: Ships may not touch even at a corner, so a cell diagonal to a hit is "
                       "always empty."));
    QCOMPARE(ReviewWords::percentText(0.004), QStringLiteral("0%"));
    QCOMPARE(ReviewWords::percentText(1.0), QStringLiteral("100%"));
    QCOMPARE(ReviewWords::luckText(2.64), QStringLiteral("+2.6"));
    QCOMPARE(ReviewWords::luckText(-1.26), QStringLiteral("\u22121.3"));
    QCOMPARE(ReviewWords::luckText(-0.04), QStringLiteral("0.0"));
}

void TestReplayReview::summaryCountsWastedShots()
{
    PlayerReview player;
    player.quality = 87;
    player.luck = 2.6;
    player.wasted = 0;
    QCOMPARE(ReviewWords::reviewSummary(player),
             QStringLiteral("Shot quality 87, no wasted shot, luck +2.6"));
    player.wasted = 1;
    QCOMPARE(ReviewWords::reviewSummary(player), QStringLiteral("Shot quality 87, 1 wasted shot, luck +2.6"));
    player.wasted = 2;
    player.luck = -1.3;
    QCOMPARE(ReviewWords::reviewSummary(player),
             QStringLiteral("Shot quality 87, 2 wasted shots, luck \u22121.3"));
}

void TestReplayReview::turningPointNeedsARun()
{
    PlayerReview player;
    for (int i = 0; i < 8; ++i)
        player.shots.push_back(ShotReview{.index = 2 * i + 1,
                                          .shot = {Player::Two, Coord{i, 0}},
                                          .result = ShotResult::Miss,
                                          .chance = 0,
                                          .bestChance = 0,
                                          .bestCell = {},
                                          .verdict = ShotVerdict::Weak,
                                          .emptyReason = std::nullopt});
    player.turningPoint = {.first = 2, .length = 2};
    QVERIFY(ReviewWords::turningPointText(player).isEmpty());
    player.turningPoint = {.first = 2, .length = 6};
    // The replay's numbers: shots 6 to 16 of the game, both players' counted.
    QCOMPARE(ReviewWords::turningPointText(player),
             QStringLiteral("The game turned at shots 6\u201316: 6 weak shots in a row."));
}

void TestReplayReview::windowAsksForAReviewOnlyWhenNoneIsKept()
{
    const MatchHistory other = playedGame(9, OpponentLevel::Medium);
    FinishedGame reviewed{.endedAt = std::nullopt,
                          .opponent = "medium",
                          .opponentName = {},
                          .result = {Player::One, EndReason::FleetSunk},
                          .shots = 50,
                          .hits = 17,
                          .history = m_game,
                          .hinted = false,
                          .review = m_review};
    FinishedGame bare = reviewed;
    bare.history = other;
    bare.review.reset();
    ReplayWindow window;
    window.setGames({reviewed, bare});
    QSignalSpy asked(&window, &ReplayWindow::reviewRequested);
    auto* button = namedPart<QPushButton>(&window, "reviewButton");
    auto* progress = namedPart<QProgressBar>(&window, "reviewProgress");

    // A kept review shows at once, with its quality in the list.
    QCOMPARE(window.currentGame(), 0);
    QCOMPARE(window.replayView()->review(), std::optional(m_review));
    QCOMPARE(window.gameList()->topLevelItem(0)->text(4), QString::number(m_review.of(Player::One).quality));
    button->click();
    QCOMPARE(asked.count(), 0);
    QVERIFY(progress->isHidden());
    // H from the list shows the heat map, as it does from the replay.
    window.replayView()->goToStep(4);
    QTest::keyClick(window.gameList(), Qt::Key_H);
    QVERIFY(namedPart<QPushButton>(window.replayView(), "heatMapToggle")->isChecked());
    QVERIFY(ownBoard(window.replayView())->heatMap() || opponentBoard(window.replayView())->heatMap());

    // Without one, Review asks the application, once, and its bar shows while it works.
    window.showGame(1);
    QVERIFY(!window.replayView()->review());
    QVERIFY(button->isEnabled());
    button->click();
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.at(0).at(0).toInt(), 1);
    QVERIFY(!progress->isHidden());
    window.setReviewProgress(1, 20, 80);
    QCOMPARE(progress->value(), 20);
    QCOMPARE(progress->maximum(), 80);
    button->click();
    QCOMPARE(asked.count(), 1);
    window.showGame(0); // the bar is that game's
    QVERIFY(progress->isHidden());
    window.showGame(1);
    QVERIFY(!progress->isHidden());

    const GameReview otherReview = reviewOf(other);
    window.setReview(1, otherReview);
    QVERIFY(progress->isHidden());
    QCOMPARE(window.games()[1].review, std::optional(otherReview));
    QCOMPARE(window.replayView()->review(), std::optional(otherReview));
    window.showGame(0);
    window.showGame(1);
    QCOMPARE(window.replayView()->review(), std::optional(otherReview)); // kept: no second request
    QCOMPARE(asked.count(), 1);

    // A review that comes for a game no longer shown is kept, not shown.
    window.setGames({bare, reviewed});
    window.showGame(1);
    window.setReview(0, otherReview);
    QCOMPARE(window.replayView()->review(), std::optional(m_review));
    QCOMPARE(window.games()[0].review, std::optional(otherReview));
    // An abandoned review hides its bar.
    window.setGames({bare});
    button->click();
    QVERIFY(!progress->isHidden());
    window.setReviewProgress(0, 10, 10);
    QVERIFY(progress->isHidden());
}

QTEST_MAIN(TestReplayReview)
#include "tst_replayreview.moc"
