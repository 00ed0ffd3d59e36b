// SPDX-License-Identifier: GPL-3.0-or-later
// A full disk loses nothing and is said: every file the game writes (the saved game, statistics,
// replays, favourite layouts), written to a small tmpfs that is full, keeps its old content byte
// for byte, and the player is told "the disk is full" (never "Layout saved"). Runs in a private
// mount namespace of its own; where mounting is not allowed, writes fail by injection instead
// (logged at start: see tests/smalldisk.h).
#include "coretestsupport.h"
#include "smalldisk.h"
#include "uitestsupport.h"

#include "app/json/utctime.h"
#include "app/layouts/favouritelayouts.h"
#include "app/session/gameflow.h"
#include "app/storage/gamearchive.h"
#include "app/storage/savedgame.h"
#include "app/storage/statisticsfile.h"
#include "ui/battle/battleview.h"
#include "ui/placement/placementview.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

#include <functional>

using namespace seabattle;

namespace {

bool g_privateMounts = false;

const QString kDiskFull = QStringLiteral("the disk is full");

// The Standard fixtures, `shots` shots in (One fires down column A and on, Two misses along row J).
MatchHistory history(int shots)
{
    const Ruleset rules = Ruleset::standard();
    Match match(rules, Player::One);
    if (!match.submitFleet(Player::One, layoutOf(rules, kStandardOne)) ||
        !match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo)))
        qFatal("fixtures refused");
    for (int i = 0; i < shots && !match.result(); ++i)
        if (!match.fire(*match.turn(), coordAt(match.turn() == Player::One ? i : kCellCount - 1 - i)))
            qFatal("shot refused");
    return match.history();
}

FinishedGame finishedGame(int i)
{
    MatchHistory h = history(2 * i);
    h.forfeit = Forfeit{Player::Two, EndReason::Resignation};
    return {toUtcTime(QDateTime::currentDateTimeUtc()),
            "hard",
            {},
            {Player::One, EndReason::Resignation},
            i,
            0,
            h};
}

// One of the files, written `generation` times bigger: the error in the words the game shows.
using Writer = std::function<QString(const QString& directory, int generation)>;

QString writeSave(const QString& directory, int generation)
{
    SaveSlot slot(directory);
    const auto written =
        slot.write({OpponentLevel::Hard, history(4 * generation), Rng(7), QDateTime::currentDateTime()});
    return written ? QString() : writeFailureReason(written.error());
}

QString writeStatistics(const QString& directory, int generation)
{
    Statistics statistics;
    for (int i = 0; i < 50 * generation; ++i)
        statistics.record(finishedGame(i % 20));
    StatisticsFile file(directory);
    const auto saved = file.save(statistics);
    return saved ? QString() : statisticsProblemText(saved.error());
}

QString writeArchive(const QString& directory, int generation)
{
    GameArchive archive(directory);
    for (int i = 0; i < 10 * generation; ++i)
        archive.add(finishedGame(i % 20));
    const auto saved = archive.save();
    return saved ? QString() : archiveProblemText(saved.error());
}

QString writeLayouts(const QString& directory, int generation)
{
    FavouriteLayouts shelf(directory);
    shelf.load();
    const Ruleset rules = Ruleset::standard();
    for (int i = 0; i < 5; ++i)
        if (const auto stored = shelf.store(QStringLiteral("Fleet %1.%2").arg(generation).arg(i),
                                            layoutOf(rules, kStandardOne), rules);
            !stored)
            return describeShelfError(stored.error());
    return {};
}

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs `act` when a modal dialog of type T opens (within 5 s).
template <class T> void onModal(std::function<void(T*)> act)
{
    auto* timer = new QTimer;
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, tries, act] {
        auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget());
        if ((dialog && dialog->isVisible()) || ++*tries > 500) {
            timer->stop();
            timer->deleteLater();
            if (dialog && dialog->isVisible())
                act(dialog);
        }
    });
    timer->start(10);
}

} // namespace

Q_DECLARE_METATYPE(Writer)

class TestFullDisk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFileKeepsItsOldContent_data();
    void everyFileKeepsItsOldContent();
    void savingALayoutSaysTheDiskIsFull();
    void theGameSaysTheDiskIsFull();

private:
    QTemporaryDir m_settings;
};

void TestFullDisk::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    qInfo("private mount namespace: %s", g_privateMounts ? "yes" : "no");
}

void TestFullDisk::everyFileKeepsItsOldContent_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Writer>("write");
    QTest::newRow("saved game") << QStringLiteral("game-in-progress.json") << Writer(writeSave);
    QTest::newRow("statistics") << QStringLiteral("statistics.json") << Writer(writeStatistics);
    QTest::newRow("replays") << QStringLiteral("games.json") << Writer(writeArchive);
    QTest::newRow("layouts") << QStringLiteral("layouts.json") << Writer(writeLayouts);
}

void TestFullDisk::everyFileKeepsItsOldContent()
{
    QFETCH(QString, file);
    QFETCH(Writer, write);
    SmallDisk disk(g_privateMounts);
    const QString path = QDir(disk.path()).filePath(file);
    QCOMPARE(write(disk.path(), 1), QString());
    const QByteArray old = contentOf(path);
    QVERIFY(!old.isEmpty());

    QVERIFY(disk.fill());
    const QString said = write(disk.path(), 2);
    QVERIFY2(said.contains(kDiskFull), qPrintable(said));
    QCOMPARE(contentOf(path), old);            // byte for byte
    QCOMPARE(disk.files(), QStringList{file}); // no half-written copy left behind

    disk.empty(); // room again: the next save goes through
    QCOMPARE(write(disk.path(), 2), QString());
    QVERIFY(contentOf(path) != old);
}

// The fleet editor's Save layout… on a full disk: a warning that says why, and no "saved".
void TestFullDisk::savingALayoutSaysTheDiskIsFull()
{
    SmallDisk disk(g_privateMounts);
    QCOMPARE(writeLayouts(disk.path(), 1), QString());
    const QString path = QDir(disk.path()).filePath(QStringLiteral("layouts.json"));
    const QByteArray old = contentOf(path);
    auto shelf = std::make_shared<FavouriteLayouts>(disk.path());
    QVERIFY(shelf->load().isClean());
    PlacementView view;
    view.setShelf(shelf);
    view.start(Ruleset::standard(), 42);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.randomButton()->click();

    QVERIFY(disk.fill());
    QString warned;
    onModal<QInputDialog>([&](QInputDialog* dialog) {
        onModal<QMessageBox>([&](QMessageBox* box) {
            warned = box->text();
            box->accept();
        });
        dialog->findChild<QLineEdit*>()->setText(QStringLiteral("On a full disk"));
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    view.saveLayoutButton()->click();
    QVERIFY2(warned.contains(kDiskFull), qPrintable(warned));
    QVERIFY2(!view.status().contains(QStringLiteral("saved")), qPrintable(view.status()));
    QCOMPARE(shelf->layouts().size(), std::size_t(5)); // the shelf did not take it either
    QCOMPARE(contentOf(path), old);
}

// The window: the autosave, then the statistics and the replays of a game that ends.
void TestFullDisk::theGameSaysTheDiskIsFull()
{
    SmallDisk disk(g_privateMounts);
    qputenv("XDG_DATA_HOME", QFile::encodeName(disk.path()));
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(data.startsWith(disk.path()));
    QCOMPARE(writeStatistics(data, 1), QString());
    QCOMPARE(writeArchive(data, 1), QString());
    const QByteArray statistics = contentOf(QDir(data).filePath(QStringLiteral("statistics.json")));
    const QByteArray games = contentOf(QDir(data).filePath(QStringLiteral("games.json")));

    MainWindow window;
    GameFlow flow(window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(disk.fill());
    NewGameChoice choice{false, OpponentLevel::Hard, Ruleset::standard()};
    choice.rules.firstShooter = FirstShooter::PlayerOne;
    flow.start(choice);
    window.placementView()->randomButton()->click();
    window.placementView()->readyButton()->click();
    QVERIFY(flow.game());
    const QString autosave = window.statusBar()->currentMessage();
    QVERIFY2(autosave.contains(QStringLiteral("cannot be saved")) && autosave.contains(kDiskFull),
             qPrintable(autosave));

    flow.game()->resign();
    QTRY_VERIFY(flow.game()->session().match().result().has_value());
    const QString recorded = window.statusBar()->currentMessage();
    QVERIFY2(recorded.contains(QStringLiteral("statistics could not be saved")) &&
                 recorded.contains(QStringLiteral("replays could not be saved")) &&
                 recorded.count(kDiskFull) == 2,
             qPrintable(recorded));
    QCOMPARE(contentOf(QDir(data).filePath(QStringLiteral("statistics.json"))), statistics);
    QCOMPARE(contentOf(QDir(data).filePath(QStringLiteral("games.json"))), games);
    qunsetenv("XDG_DATA_HOME");
}

int main(int argc, char* argv[])
{
    g_privateMounts = enterPrivateMounts(); // while this process has one thread
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("seabattle"));
    QCoreApplication::setApplicationName(QStringLiteral("seabattle"));
    TestFullDisk test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_fulldisk.moc"
