// SPDX-License-Identifier: GPL-3.0-or-later
// core/ is the rules engine in standard C++ only: no Qt, no I/O; ui/ includes nothing of app/;
// core/ nothing of ui/ or app/; each room of ui/ only the rooms below it. The build already fails
// on each (core is compiled without Qt's include paths, and core and each room of ui see only what
// they may through build/seams/); this test names the file, and checks that the build still keeps
// the layers and the rooms apart.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

class TestPurity : public QObject {
    Q_OBJECT

private slots:
    void coreSourcesExist();
    void noQtNoIo_data();
    void noQtNoIo();
    void buildFileLinksNoQt();
    void layersIncludeOnlyWhatIsBelow_data();
    void layersIncludeOnlyWhatIsBelow();
    void buildKeepsTheLayersApart_data();
    void buildKeepsTheLayersApart();
    void uiIsRooms();
    void uiRoomsStandInOneOrder();
    void uiRoomsIncludeOnlyWhatTheyMay_data();
    void uiRoomsIncludeOnlyWhatTheyMay();

private:
    static QStringList filesUnder(const QString& directory);
    static QMap<QString, QStringList> uiRooms();
    static QStringList coreFiles() { return filesUnder(QStringLiteral(CORE_SOURCE_DIR)); }
};

QStringList TestPurity::filesUnder(const QString& directory)
{
    QStringList files;
    QDirIterator it(directory, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

void TestPurity::coreSourcesExist()
{
    // Guards the test itself: a wrong path would make every check below pass vacuously.
    const QStringList files = coreFiles();
    QVERIFY(files.size() >= 20);
    QVERIFY(files.contains(QStringLiteral(CORE_SOURCE_DIR "/match.h")));
}

void TestPurity::noQtNoIo_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("why");
    QTest::newRow("Qt header") << R"(^\s*#\s*include\s*[<"]Q)"
                               << "core must not include Qt";
    QTest::newRow("Qt module header") << R"(^\s*#\s*include\s*[<"]Qt)"
                                      << "core must not include Qt";
    QTest::newRow("Qt macro") << R"(\bQ_(OBJECT|GADGET|SIGNAL|SLOT|EMIT)\b)"
                              << "core classes are not QObjects";
    QTest::newRow("stream I/O") << R"(^\s*#\s*include\s*<(iostream|fstream|cstdio)>)"
                                << "core never prints or reads files";
    QTest::newRow("sockets") << R"(^\s*#\s*include\s*<(sys/socket\.h|netinet/|arpa/))"
                             << "core opens no sockets";
}

void TestPurity::noQtNoIo()
{
    QFETCH(QString, pattern);
    QFETCH(QString, why);
    const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
    QVERIFY(re.isValid());
    for (const QString& path : coreFiles()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const QRegularExpressionMatch match = re.match(text);
        QVERIFY2(!match.hasMatch(),
                 qPrintable(QStringLiteral("%1: %2: %3").arg(path, why, match.captured())));
    }
}

void TestPurity::buildFileLinksNoQt()
{
    QFile file(QStringLiteral(CORE_SOURCE_DIR "/CMakeLists.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(QStringLiteral("add_library(seabattle_core")));
    QVERIFY2(!text.contains(QStringLiteral("Qt6::")) && !text.contains(QStringLiteral("Qt::")),
             "core/CMakeLists.txt links Qt");
}

void TestPurity::layersIncludeOnlyWhatIsBelow_data()
{
    QTest::addColumn<QString>("directory");
    QTest::addColumn<QString>("pattern");
    QTest::newRow("core") << QStringLiteral(CORE_SOURCE_DIR) << R"(^\s*#\s*include\s*"(ui|app)/)";
    QTest::newRow("ui") << QStringLiteral(UI_SOURCE_DIR) << R"(^\s*#\s*include\s*"app/)";
}

void TestPurity::layersIncludeOnlyWhatIsBelow()
{
    QFETCH(QString, directory);
    QFETCH(QString, pattern);
    const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
    QVERIFY(re.isValid());
    const QStringList files = filesUnder(directory);
    QVERIFY(files.size() >= 20);
    for (const QString& path : files) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QRegularExpressionMatch match = re.match(QString::fromUtf8(file.readAll()));
        QVERIFY2(!match.hasMatch(), qPrintable(QStringLiteral("%1 includes %2").arg(path, match.captured())));
    }
}

void TestPurity::buildKeepsTheLayersApart_data()
{
    QTest::addColumn<QString>("buildFile");
    QTest::addColumn<QString>("includeRoot");
    QTest::newRow("core") << QStringLiteral(CORE_SOURCE_DIR "/CMakeLists.txt")
                          << QStringLiteral("target_include_directories(seabattle_core PUBLIC "
                                            "${PROJECT_BINARY_DIR}/seams/core)");
    QTest::newRow("ui") << QStringLiteral(UI_SOURCE_DIR "/CMakeLists.txt")
                        << QStringLiteral("target_include_directories(seabattle_ui_${room} PUBLIC ${seam})");
}

// The include root each layer is compiled with is its seam, and nothing wider.
void TestPurity::buildKeepsTheLayersApart()
{
    QFETCH(QString, buildFile);
    QFETCH(QString, includeRoot);
    QFile file(buildFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains(includeRoot), qPrintable(buildFile));
    QCOMPARE(text.count(QStringLiteral("target_include_directories")), 1);
}

// The rooms of ui/ as ui/CMakeLists.txt declares them: each room's name and the rooms it may
// include (its own aside).
QMap<QString, QStringList> TestPurity::uiRooms()
{
    QFile file(QStringLiteral(UI_SOURCE_DIR "/CMakeLists.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QRegularExpression call(QStringLiteral(R"(^seabattle_ui_room\(([^\n]*))"),
                                  QRegularExpression::MultilineOption);
    QMap<QString, QStringList> rooms;
    for (const QRegularExpressionMatch& m : call.globalMatch(QString::fromUtf8(file.readAll()))) {
        const QStringList words = m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QStringList mayInclude;
        bool listing = false;
        for (const QString& word : words.mid(1)) {
            if (word == QLatin1String("MAY_INCLUDE"))
                listing = true;
            else if (word == QLatin1String("LIBRARIES") || word == QLatin1String("SOURCES"))
                listing = false;
            else if (listing)
                mayInclude << word;
        }
        rooms.insert(words.value(0), mayInclude);
    }
    return rooms;
}

void TestPurity::uiIsRooms()
{
    const QMap<QString, QStringList> rooms = uiRooms();
    // Guards the test itself: a table not read would make the checks below pass vacuously.
    QVERIFY(rooms.size() >= 8);
    QVERIFY(rooms.contains(QStringLiteral("board")));
    const QDir ui(QStringLiteral(UI_SOURCE_DIR));
    const QStringList folders = ui.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(folders, QStringList(rooms.keys()));
    const QStringList loose = ui.entryList({QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files);
    QVERIFY2(loose.isEmpty(),
             qPrintable(QStringLiteral("ui/ holds files outside a room: ") + loose.join(u' ')));
    for (auto room = rooms.cbegin(); room != rooms.cend(); ++room)
        for (const QString& below : room.value())
            QVERIFY2(rooms.contains(below),
                     qPrintable(room.key() + QStringLiteral(" may include no room ") + below));
}

// The rooms stand in one order, the board at the bottom (the words aside): no room may include,
// even through others, a room that may include it.
void TestPurity::uiRoomsStandInOneOrder()
{
    const QMap<QString, QStringList> rooms = uiRooms();
    QVERIFY(!rooms.isEmpty());
    QCOMPARE(rooms.value(QStringLiteral("words")), QStringList());
    QCOMPARE(rooms.value(QStringLiteral("board")), QStringList{QStringLiteral("words")});
    for (auto room = rooms.cbegin(); room != rooms.cend(); ++room) {
        QStringList reached = room.value();
        for (qsizetype i = 0; i < reached.size(); ++i) {
            QVERIFY2(reached[i] != room.key(),
                     qPrintable(room.key() + QStringLiteral(" includes itself through ") +
                                reached.mid(0, i).join(u' ')));
            for (const QString& next : rooms.value(reached[i]))
                if (!reached.contains(next))
                    reached << next;
        }
    }
}

void TestPurity::uiRoomsIncludeOnlyWhatTheyMay_data()
{
    QTest::addColumn<QString>("room");
    QTest::addColumn<QStringList>("mayInclude");
    const QMap<QString, QStringList> rooms = uiRooms();
    for (auto room = rooms.cbegin(); room != rooms.cend(); ++room)
        QTest::newRow(qPrintable(room.key())) << room.key() << (QStringList{room.key()} + room.value());
}

void TestPurity::uiRoomsIncludeOnlyWhatTheyMay()
{
    QFETCH(QString, room);
    QFETCH(QStringList, mayInclude);
    const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\s*"ui/([^/"]+)/)"),
                                     QRegularExpression::MultilineOption);
    const QStringList files = filesUnder(QStringLiteral(UI_SOURCE_DIR "/") + room);
    QVERIFY(!files.isEmpty());
    for (const QString& path : files) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        for (const QRegularExpressionMatch& m : include.globalMatch(QString::fromUtf8(file.readAll())))
            QVERIFY2(
                mayInclude.contains(m.captured(1)),
                qPrintable(QStringLiteral("%1 includes ui/%2/, which the room %3 may not (ui/CMakeLists.txt)")
                               .arg(path, m.captured(1), room)));
    }
}

QTEST_GUILESS_MAIN(TestPurity)
#include "tst_purity.moc"
