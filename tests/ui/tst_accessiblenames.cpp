// SPDX-License-Identifier: GPL-3.0-or-later
// A screen reader can play (issue 31): every window and page of the game names each control it
// offers and each chart it draws, as QAccessible reports them to assistive technology, and Tab
// visits its controls in the order they stand on the screen.
#include "accessiblesupport.h"
#include "gamewindows.h"
#include "ui/dialogs/aboutbox.h"
#include "ui/lobby/joindialog.h"
#include "ui/statistics/qualitychart.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QTranslator>

namespace {

// English plurals for the charts' words, as the English translation gives them.
class EnglishPlurals : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int n) const override
    {
        if (qstrcmp(context, "ChartSummary") != 0 || !QByteArray(source).contains("(s)"))
            return {};
        return QString::fromUtf8(source).replace(QStringLiteral("(s)"),
                                                 n == 1 ? QString() : QStringLiteral("s"));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestAccessibleNames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyControlIsNamed_data();
    void everyControlIsNamed();
    void tabFollowsTheScreen_data() { everyControlIsNamed_data(); }
    void tabFollowsTheScreen();
    void theAboutBoxIsNamed();
    void chartsSayTheirFigures();
    void disabledButtonsSayWhy();
    void theChecksFindWhatIsMissing();
};

// Nothing to switch on: without a screen reader (offscreen, in CI) Qt still answers every
// query; only its events wait for one.
void TestAccessibleNames::initTestCase()
{
    static EnglishPlurals plurals;
    QCoreApplication::installTranslator(&plurals);
    QPushButton button(QStringLiteral("&Fire"));
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&button);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Button);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Fire"));
}

void TestAccessibleNames::everyControlIsNamed_data()
{
    QTest::addColumn<QString>("window");
    for (const auto& [name, make] : gameWindows())
        QTest::newRow(qPrintable(name)) << name;
}

void TestAccessibleNames::everyControlIsNamed()
{
    QFETCH(QString, window);
    const std::unique_ptr<QWidget> shown = shownWindow(window);
    const QStringList problems = unnamedControls(shown.get());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Top to bottom, then left to right, but for the exceptions above (kTabExceptions).
void TestAccessibleNames::tabFollowsTheScreen()
{
    QFETCH(QString, window);
    const std::unique_ptr<QWidget> shown = shownWindow(window);
    const QStringList problems = tabOrderProblems(shown.get());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Help → About: Qt's own box, with our words in it.
void TestAccessibleNames::theAboutBoxIsNamed()
{
    QStringList problems;
    bool found = false;
    whenDialogShows([&](QDialog* box) {
        found = true;
        problems = unnamedControls(box) + tabOrderProblems(box);
    });
    QWidget parent;
    showAboutBox(&parent);
    QVERIFY(found);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestAccessibleNames::chartsSayTheirFigures()
{
    QualityChart quality;
    quality.retranslate();
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&quality);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Shot quality and luck over time"));
    QCOMPARE(iface->text(QAccessible::Description), QStringLiteral("No reviewed games yet."));
    std::vector<DatedResult> results(4);
    const int qualities[] = {40, 70, 0, 62};
    for (std::size_t i = 0; i < results.size(); ++i)
        if (qualities[i] > 0) { // the third game was not reviewed: not drawn, not said
            results[i].quality = qualities[i];
            results[i].luck = 1.26;
            results[i].hinted = i == 1;
        }
    quality.setResults(results);
    QCOMPARE(
        iface->text(QAccessible::Description),
        QStringLiteral("Shot quality over the last 3 reviewed games: from 40 to 62, best 70. Luck in the "
                       "last game: +1.3. With hints: 1 game."));

    StatisticsWindow statistics;
    statistics.setStatistics(someStatistics());
    const auto said = [&](const char* name) {
        auto* view = statistics.findChild<QWidget*>(QLatin1String(name));
        return QAccessible::queryAccessibleInterface(view)->text(QAccessible::Description);
    };
    QVERIFY2(said("histogramView")
                 .startsWith(QStringLiteral("Over 3 wins: 45 shots at best, 60 at worst, most "
                                            "often ")),
             qPrintable(said("histogramView")));
    QCOMPARE(said("overTimeView"), QStringLiteral("Won 3, lost 2."));
    statistics.selectOpponent(QStringLiteral("hard"));
    QCOMPARE(said("overTimeView"), QStringLiteral("Won 1, lost 1."));
}

// A screen reader lands on a dimmed OK without seeing the line that says why: the button says it.
void TestAccessibleNames::disabledButtonsSayWhy()
{
    JoinDialog join(47300);
    join.setRecent({QStringLiteral("192.168.1.5:")});
    QPushButton* ok = join.buttons()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QVERIFY(!join.problem().isEmpty());
    QCOMPARE(QAccessible::queryAccessibleInterface(ok)->text(QAccessible::Description), join.problem());

    NewGameDialog rules;
    NewGameChoice choice;
    choice.rules = Ruleset::forPreset(Preset::Custom);
    choice.rules.fleet = {};
    rules.setChoice(choice);
    QVERIFY(!rules.okButton()->isEnabled());
    QCOMPARE(QAccessible::queryAccessibleInterface(rules.okButton())->text(QAccessible::Description),
             rules.problem());
}

// The checks above can fail: a button without words, a list without a name, and Tab going up.
void TestAccessibleNames::theChecksFindWhatIsMissing()
{
    QDialog dialog;
    auto* below = new QPushButton(QStringLiteral("Below"), &dialog);
    below->setGeometry(10, 100, 80, 30);
    auto* above = new QPushButton(&dialog);
    above->setObjectName(QStringLiteral("unnamed"));
    above->setGeometry(10, 10, 80, 30);
    auto* list = new QListWidget(&dialog);
    list->setGeometry(10, 150, 80, 80);
    dialog.resize(200, 260);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QStringList unnamed = unnamedControls(&dialog);
    QCOMPARE(unnamed.size(), 2);
    QVERIFY2(unnamed[0].contains(QStringLiteral("QPushButton#unnamed")), qPrintable(unnamed[0]));
    QVERIFY2(unnamed[1].contains(QStringLiteral("QListWidget")), qPrintable(unnamed[1]));
    list->setAccessibleName(QStringLiteral("Things"));
    above->setText(QStringLiteral("Above"));
    QVERIFY(unnamedControls(&dialog).isEmpty());
    const QStringList order = tabOrderProblems(&dialog);
    QCOMPARE(order.size(), 1);
    QVERIFY2(order[0].contains(QStringLiteral("to QPushButton#unnamed")), qPrintable(order[0]));
    QWidget::setTabOrder(above, below);
    QWidget::setTabOrder(below, list);
    QVERIFY(tabOrderProblems(&dialog).isEmpty());
}

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessiblenames.moc"
