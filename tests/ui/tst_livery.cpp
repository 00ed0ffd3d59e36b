// SPDX-License-Identifier: GPL-3.0-or-later
// The game's livery: the end banner says its outcome in words, to a screen reader too, and with an
// emblem of its own shape, not only a colour; the review's line says what each figure means; the
// writing on navy reads (contrast at least 4.5:1); a high-contrast theme gets no livery at all.
#include "highcontrastpalette.h"
#include "viewparts.h"

#include "ui/battle/gameoverbanner.h"
#include "ui/livery/deck.h"
#include "ui/livery/emblem.h"
#include "ui/livery/livery.h"
#include "ui/welcome/welcomeview.h"
#include "ui/window/mainwindow.h"
#include "ui/words/reviewwords.h"

#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>
#include <QVBoxLayout>

#include <cmath>

using namespace seabattle;

namespace {

// WCAG's contrast ratio of two opaque colours.
double contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        const auto linear = [](double v) {
            return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// An emblem's shape alone: black on white, whatever its colour would be.
QImage shapeOf(Emblem emblem)
{
    QImage image(64, 64, QImage::Format_Grayscale8);
    image.fill(Qt::white);
    QPainter painter(&image);
    drawEmblem(painter, QRectF(0, 0, 64, 64), emblem, Qt::black);
    return image;
}

PlayerReview reviewOf(int quality, int wasted, double luck)
{
    PlayerReview review;
    review.quality = quality;
    review.wasted = wasted;
    review.luck = luck;
    return review;
}

} // namespace

class TestLivery : public QObject {
    Q_OBJECT

private slots:
    void theBannerSaysItsOutcome();
    void emblemsDifferInShape();
    void theReviewLineExplainsItsFigures();
    void theGistFollowsTheFigures();
    void writingOnNavyReads();
    void highContrastGetsNoLivery();
    void pagesStandOnTheDeck();
    void theWindowsBarsWearTheDeck();
    void theChosenComputerIsMarkedByShape_data();
    void theChosenComputerIsMarkedByShape();
    void theWaysAsideWeighLessThanTheMainPath();
    void theFirstPagesSeaIsLitFromAbove();
};

void TestLivery::theBannerSaysItsOutcome()
{
    GameOverBanner banner;
    banner.present(GameOverBanner::Outcome::Victory, QStringLiteral("You sank the whole enemy fleet."),
                   {40, 18, 300});
    QVERIFY(banner.accessibleName().contains(QStringLiteral("Victory")));
    const auto emblems = banner.findChildren<EmblemView*>();
    QVERIFY(!emblems.isEmpty());
    QCOMPARE(emblems.first()->emblem(), Emblem::Victory);
    banner.present(GameOverBanner::Outcome::Defeat, QStringLiteral("Your whole fleet is sunk."),
                   {70, 14, 300});
    QVERIFY(banner.accessibleName().contains(QStringLiteral("Defeat")));
    for (const EmblemView* emblem : emblems)
        QCOMPARE(emblem->emblem(), Emblem::Defeat);
    banner.present(GameOverBanner::Outcome::ComputerTwoWon, QStringLiteral("Every ship of a fleet is sunk."),
                   {70, 14, 300});
    QVERIFY(banner.accessibleName().contains(QStringLiteral("Computer 2 won")));
    QCOMPARE(emblems.first()->emblem(), Emblem::Pennant);
}

// Drawn in one colour, each emblem still differs from every other in a good part of its ink.
void TestLivery::emblemsDifferInShape()
{
    const Emblem all[] = {Emblem::CompassRose, Emblem::Victory, Emblem::Defeat, Emblem::Pennant};
    for (const Emblem a : all) {
        const QImage first = shapeOf(a);
        for (const Emblem b : all) {
            if (a == b)
                continue;
            const QImage second = shapeOf(b);
            int inked = 0;
            int differ = 0;
            for (int y = 0; y < 64; ++y)
                for (int x = 0; x < 64; ++x) {
                    const bool one = qGray(first.pixel(x, y)) < 128;
                    const bool two = qGray(second.pixel(x, y)) < 128;
                    inked += one || two;
                    differ += one != two;
                }
            QVERIFY2(inked > 200, "an emblem is drawn");
            QVERIFY2(differ * 3 > inked,
                     qPrintable(QStringLiteral("emblems %1 and %2 look alike").arg(int(a)).arg(int(b))));
        }
    }
}

void TestLivery::theReviewLineExplainsItsFigures()
{
    const PlayerReview review = reviewOf(87, 2, 2.6);
    const QString explained = ReviewWords::reviewExplained(review);
    for (const char* words : {"Shot quality (87 of 100)", "Wasted shots (2)", "Luck (+2.6)"})
        QVERIFY2(explained.contains(QLatin1String(words)), words);
    QCOMPARE(explained.count(u'\n'), 2); // one line each

    GameOverBanner banner;
    banner.present(GameOverBanner::Outcome::Victory, QStringLiteral("All ships sunk."), {40, 18, 300});
    banner.showReviewProgress(1, 2);
    auto* line = namedPart<QLabel>(&banner, "reviewLine");
    QVERIFY(line->toolTip().isEmpty()); // nothing to explain yet
    QVERIFY(banner.reviewGist().isEmpty());
    const QString gist = ReviewWords::reviewGist(review);
    banner.showReviewSummary(ReviewWords::reviewSummary(review), gist, explained);
    QCOMPARE(line->toolTip(), explained);
    QCOMPARE(line->accessibleDescription(), explained); // a screen reader gets it too
    QCOMPARE(banner.reviewGist(), gist);
    QCOMPARE(namedPart<QLabel>(&banner, "reviewGist")->textFormat(), Qt::PlainText);
    banner.clearReview();
    QVERIFY(banner.reviewGist().isEmpty());
    QVERIFY(line->toolTip().isEmpty());
}

void TestLivery::theGistFollowsTheFigures()
{
    const QString sharp = ReviewWords::reviewGist(reviewOf(96, 0, 0.2));
    const QString random = ReviewWords::reviewGist(reviewOf(30, 9, 0.2));
    QVERIFY(sharp != random);
    QVERIFY(!sharp.contains(QStringLiteral("Luck"))); // a fifth of a hit is not worth a word
    const QString lucky = ReviewWords::reviewGist(reviewOf(87, 2, 2.6));
    QVERIFY(lucky.contains(QStringLiteral("2.6 hits more")));
    QVERIFY(ReviewWords::reviewGist(reviewOf(87, 2, -1.3)).contains(QStringLiteral("1.3 hits fewer")));
}

void TestLivery::writingOnNavyReads()
{
    for (const QColor& writing : {Livery::ivory(), Livery::mist(), Livery::gold()})
        for (const QColor& panel : {Livery::navy(), Livery::navyLight()})
            QVERIFY2(contrast(writing, panel) >= 4.5, qPrintable(writing.name() + u'/' + panel.name()));
    QVERIFY(contrast(Livery::ink(), Livery::gold()) >= 4.5);
    QVERIFY(contrast(Livery::ink(), Livery::brass()) >= 4.5);
}

void TestLivery::highContrastGetsNoLivery()
{
    QVERIFY(isHighContrast(highContrastPalette()));
    QPalette white = highContrastPalette();
    for (const auto role : {QPalette::Window, QPalette::Base})
        white.setColor(role, Qt::white);
    for (const auto role : {QPalette::WindowText, QPalette::Text})
        white.setColor(role, Qt::black);
    QVERIFY(isHighContrast(white));
    QPalette light;
    light.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    light.setColor(QPalette::WindowText, Qt::black);
    QVERIFY(!isHighContrast(light));
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    QVERIFY(!isHighContrast(dark));

    // On the first page, under high contrast, the title keeps the theme's own colours.
    WelcomeView welcome;
    welcome.setPalette(highContrastPalette());
    for (const QLabel* label : welcome.findChildren<QLabel*>())
        QCOMPARE(label->palette().color(QPalette::WindowText), QColor(Qt::white));
}

// The pages stand on navy, their writing ivory, while a line edit keeps the theme's paper and ink;
// under high contrast the deck is gone and the theme's colours are back.
void TestLivery::pagesStandOnTheDeck()
{
    QPalette light;
    light.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    light.setColor(QPalette::WindowText, Qt::black);
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    QWidget window;
    window.setPalette(light);
    auto* deck = new Deck(&window);
    auto* page = new QWidget;
    auto* label = new QLabel(QStringLiteral("Your turn"), page);
    auto* edit = new QLineEdit(page);
    auto* column = new QVBoxLayout(page);
    column->addWidget(label);
    column->addWidget(edit);
    column->addStretch();
    deck->addWidget(page);
    (new QVBoxLayout(&window))->addWidget(deck);
    window.resize(400, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QColor floor = deck->grab().toImage().pixelColor(deck->width() / 2, deck->height() - 20);
    QVERIFY2(floor.lightness() < 60 && floor.blue() > floor.red() + 15, qPrintable(floor.name()));
    QCOMPARE(label->palette().color(QPalette::WindowText), Livery::ivory());
    QVERIFY(contrast(label->palette().color(QPalette::WindowText), floor) >= 7);
    QCOMPARE(edit->palette().color(QPalette::Base), QColor(Qt::white));
    QCOMPARE(edit->palette().color(QPalette::Text), QColor(Qt::black));

    window.setPalette(highContrastPalette());
    QTRY_COMPARE(label->palette().color(QPalette::WindowText), QColor(Qt::white));
    const QColor plain = deck->grab().toImage().pixelColor(deck->width() / 2, deck->height() - 20);
    QCOMPARE(plain, QColor(Qt::black));
    window.setPalette(light); // and back, when the theme changes again
    QTRY_COMPARE(label->palette().color(QPalette::WindowText), Livery::ivory());
}

// The menu bar, the tool bar and the status bar wear the deck's navy, with ivory writing, under a
// light theme; the menus that drop from the bar keep the theme's paper; high contrast, its own.
void TestLivery::theWindowsBarsWearTheDeck()
{
    QPalette light;
    light.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    light.setColor(QPalette::WindowText, Qt::black);
    light.setColor(QPalette::ButtonText, Qt::black);
    MainWindow window;
    window.setPalette(light);
    window.resize(1000, 680);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QWidget*> bars{window.menuBar(), window.findChild<QToolBar*>(QStringLiteral("gameToolBar")),
                               window.statusBar()};
    const auto floorOf = [](QWidget* bar) {
        const QImage picture = bar->grab().toImage();
        return picture.pixelColor(picture.width() * 3 / 4, picture.height() / 2);
    };
    for (QWidget* bar : bars) {
        QVERIFY(bar);
        const QColor floor = floorOf(bar);
        QVERIFY2(floor.lightness() < 60 && floor.blue() > floor.red() + 15,
                 qPrintable(QLatin1String(bar->metaObject()->className()) + u' ' + floor.name()));
        for (const auto role : {QPalette::WindowText, QPalette::ButtonText})
            QVERIFY(contrast(bar->palette().color(role), floor) >= 7);
    }
    const QMenu* game = window.menuBar()->actions().constFirst()->menu();
    QCOMPARE(game->palette().color(QPalette::Window), light.color(QPalette::Window));

    window.setPalette(highContrastPalette());
    for (QWidget* bar : bars)
        QTRY_VERIFY2(floorOf(bar).lightness() < 12, qPrintable(floorOf(bar).name()));
}

void TestLivery::theChosenComputerIsMarkedByShape_data()
{
    QTest::addColumn<bool>("contrast");
    QTest::newRow("livery") << false;
    QTest::newRow("high contrast") << true;
}

// The computer checked on the first page wears a filled mark, the others an empty ring: told by
// shape, whatever the colours (each mark is compared with the button around it, not with the
// other button).
void TestLivery::theChosenComputerIsMarkedByShape()
{
    QFETCH(bool, contrast);
    WelcomeView welcome;
    if (contrast)
        welcome.setPalette(highContrastPalette());
    welcome.resize(1000, 640);
    welcome.setLevel(OpponentLevel::Hard);
    welcome.show();
    QVERIFY(QTest::qWaitForWindowExposed(&welcome));
    // How far the inside of the mark stands from the button just before it, in grey levels.
    const auto fillOfMark = [](QPushButton* button) {
        const QImage image = button->grab().toImage().convertToFormat(QImage::Format_Grayscale8);
        const qreal scale = image.width() / qreal(button->width());
        const int line = button->fontMetrics().height();
        const qreal size = line * 0.62;
        const int y = int(std::lround(((button->height() - size) / 2 + 0.3 * size) * scale));
        const int inside = qGray(image.pixel(int(std::lround((line * 0.55 + 0.5 * size) * scale)), y));
        const int before = qGray(image.pixel(int(std::lround(line * 0.25 * scale)), y));
        return std::abs(inside - before);
    };
    QVERIFY(welcome.levelButton(OpponentLevel::Hard)->isChecked());
    const int chosen = fillOfMark(welcome.levelButton(OpponentLevel::Hard));
    const int other = fillOfMark(welcome.levelButton(OpponentLevel::Easy));
    QVERIFY2(chosen > 60, qPrintable(QString::number(chosen)));
    QVERIFY2(other < 20, qPrintable(QString::number(other)));
}

// On the first page, the other ways to play (under the rule) wear no face of their own, only a rim
// on the panel, while the computers above them wear the navy face of a choice.
void TestLivery::theWaysAsideWeighLessThanTheMainPath()
{
    WelcomeView welcome;
    welcome.resize(1000, 640);
    welcome.show();
    QVERIFY(QTest::qWaitForWindowExposed(&welcome));
    const QImage page = welcome.grab().toImage();
    const qreal scale = page.width() / qreal(welcome.width());
    // How far a button's face, just inside its rim, stands from the panel just outside it.
    const auto faceAgainstPanel = [&](QPushButton* button) {
        const QPoint left = button->mapTo(&welcome, QPoint(0, button->height() / 2));
        const QColor face = page.pixelColor(((left + QPoint(6, 0)).toPointF() * scale).toPoint());
        const QColor panel = page.pixelColor(((left - QPoint(3, 0)).toPointF() * scale).toPoint());
        return std::abs(face.lightness() - panel.lightness()) + std::abs(face.blue() - panel.blue());
    };
    const int aside = faceAgainstPanel(welcome.placeButton());
    const int choice = faceAgainstPanel(welcome.levelButton(OpponentLevel::Easy));
    QVERIFY2(aside < 12 && choice > 3 * std::max(aside, 4),
             qPrintable(QStringLiteral("%1 %2").arg(aside).arg(choice)));
}

// The first page's sea is brightest above the panel, where the light falls, and deep at its
// corners, as the bars around it are; a high-contrast theme's flat sea has no light.
void TestLivery::theFirstPagesSeaIsLitFromAbove()
{
    WelcomeView welcome;
    welcome.resize(1000, 640);
    welcome.show();
    QVERIFY(QTest::qWaitForWindowExposed(&welcome));
    const auto lightOf = [&welcome](QRect patch) {
        const QImage page = welcome.grab(patch).toImage();
        qint64 sum = 0;
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x)
                sum += page.pixelColor(x, y).lightness();
        return int(sum / (qint64(page.width()) * page.height()));
    };
    const QRect above(470, 20, 60, 60), corner(0, 580, 60, 60);
    QVERIFY2(lightOf(above) > lightOf(corner) + 30,
             qPrintable(QStringLiteral("%1 %2").arg(lightOf(above)).arg(lightOf(corner))));
    welcome.setPalette(highContrastPalette());
    QTRY_COMPARE(lightOf(above), lightOf(corner));
}

QTEST_MAIN(TestLivery)
#include "tst_livery.moc"
