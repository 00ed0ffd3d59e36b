// SPDX-License-Identifier: GPL-3.0-or-later
// core/ is the rules engine in standard C++ only: no Qt, no I/O; ui/ includes nothing of app/;
// core/ nothing of ui/ or app/; each room of ui/ and of app/ only the rooms below it, and what the
// player keeps (app/storage) neither the network nor a widget. The build already fails on each
// (core is compiled without Qt's include paths, and core and each room see only what they may
// through build/seams/, rooms.cmake); this test names the file, and checks that the build still
// keeps the layers and the rooms apart.
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
    void layerIsRooms_data();
    void layerIsRooms();
    void roomsStandInOneOrder_data();
    void roomsStandInOneOrder();
    void roomsIncludeOnlyWhatTheyMay_data();
    void roomsIncludeOnlyWhatTheyMay();
    void lowRoomsOfAppSeeNoWidget_data();
    void lowRoomsOfAppSeeNoWidget();

private:
    static QStringList filesUnder(const QString& directory);
    static QMap<QString, QStringList> rooms(const QString& layer);
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
    QTest::addColumn<QString>("includeRoot"); // the one include root the file gives (none: empty)
    QTest::addColumn<int>("includeRoots");
    QTest::newRow("core") << QStringLiteral(SOURCE_DIR "/core/CMakeLists.txt")
                          << QStringLiteral("target_include_directories(seabattle_core PUBLIC "
                                            "${PROJECT_BINARY_DIR}/seams/core)")
                          << 1;
    QTest::newRow("rooms") << QStringLiteral(SOURCE_DIR "/rooms.cmake")
                           << QStringLiteral("target_include_directories(${target} PUBLIC ${seam})") << 2;
    QTest::newRow("ui") << QStringLiteral(SOURCE_DIR "/ui/CMakeLists.txt") << QString() << 0;
    QTest::newRow("app") << QStringLiteral(SOURCE_DIR "/app/CMakeLists.txt") << QString() << 0;
    QTest::newRow("arena") << QStringLiteral(SOURCE_DIR "/app/arena/CMakeLists.txt")
                           << QStringLiteral("seabattle_seam(seabattle-arena app arena net json match)") << 0;
}

// The include root each layer and room is compiled with is its seam, and nothing wider.
void TestPurity::buildKeepsTheLayersApart()
{
    QFETCH(QString, buildFile);
    QFETCH(QString, includeRoot);
    QFETCH(int, includeRoots);
    QFile file(buildFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains(includeRoot), qPrintable(buildFile));
    QCOMPARE(text.count(QStringLiteral("target_include_directories")), includeRoots);
    QVERIFY2(!text.contains(QStringLiteral("PROJECT_SOURCE_DIR}\n")) &&
                 !text.contains(QStringLiteral("include_directories(${PROJECT_SOURCE_DIR}")),
             qPrintable(buildFile + QStringLiteral(" opens the whole project")));
}

// The rooms of a layer as <layer>/CMakeLists.txt declares them: each room's name and the rooms it
// may include (its own aside), which the table gives on the call's first line.
QMap<QString, QStringList> TestPurity::rooms(const QString& layer)
{
    QFile file(QStringLiteral(SOURCE_DIR "/") + layer + QStringLiteral("/CMakeLists.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QRegularExpression call(QStringLiteral(R"(^seabattle_room\(%1 ([^\n]*))").arg(layer),
                                  QRegularExpression::MultilineOption);
    QMap<QString, QStringList> rooms;
    for (const QRegularExpressionMatch& m : call.globalMatch(QString::fromUtf8(file.readAll()))) {
        const QStringList words = m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QStringList mayInclude;
        bool listing = false;
        for (const QString& word : words.mid(1)) {
            if (word == QLatin1String("MAY_INCLUDE"))
                listing = true;
            else if (word == QLatin1String("LIBRARIES") || word == QLatin1String("SOURCES") ||
                     word == QLatin1String("NAME"))
                listing = false;
            else if (listing)
                mayInclude << word;
        }
        rooms.insert(words.value(0), mayInclude);
    }
    return rooms;
}

void TestPurity::layerIsRooms_data()
{
    QTest::addColumn<QString>("layer");
    QTest::addColumn<QStringList>("programs"); // folders of a program, not a room
    QTest::addColumn<QStringList>("loose");    // files beside the rooms
    QTest::newRow("ui") << QStringLiteral("ui") << QStringList() << QStringList();
    QTest::newRow("app") << QStringLiteral("app") << QStringList{QStringLiteral("arena")}
                         << QStringList{QStringLiteral("main.cpp")};
}

// Every folder of the layer is a room of the table (or a program's), every file is in one.
void TestPurity::layerIsRooms()
{
    QFETCH(QString, layer);
    QFETCH(QStringList, programs);
    QFETCH(QStringList, loose);
    const QMap<QString, QStringList> declared = rooms(layer);
    // Guards the test itself: a table not read would make the checks below pass vacuously.
    QVERIFY(declared.size() >= 8);
    const QDir dir(QStringLiteral(SOURCE_DIR "/") + layer);
    QStringList folders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& program : programs)
        QVERIFY(folders.removeOne(program));
    QCOMPARE(folders, QStringList(declared.keys()));
    QCOMPARE(dir.entryList({QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files), loose);
    for (auto room = declared.cbegin(); room != declared.cend(); ++room)
        for (const QString& below : room.value())
            QVERIFY2(declared.contains(below),
                     qPrintable(room.key() + QStringLiteral(" may include no room ") + below));
}

void TestPurity::roomsStandInOneOrder_data()
{
    QTest::addColumn<QString>("layer");
    QTest::addColumn<QString>("bottom");
    QTest::addColumn<QString>("next"); // the room just above the bottom, which may include it alone
    QTest::newRow("ui") << QStringLiteral("ui") << QStringLiteral("words") << QStringLiteral("board");
    QTest::newRow("app") << QStringLiteral("app") << QStringLiteral("json") << QStringLiteral("storage");
}

// The rooms stand in one order: no room may include, even through others, a room that may
// include it. What the player keeps stands on the JSON alone (neither the network nor a widget).
void TestPurity::roomsStandInOneOrder()
{
    QFETCH(QString, layer);
    QFETCH(QString, bottom);
    QFETCH(QString, next);
    const QMap<QString, QStringList> declared = rooms(layer);
    QVERIFY(!declared.isEmpty());
    QCOMPARE(declared.value(bottom), QStringList());
    QCOMPARE(declared.value(next), QStringList{bottom});
    for (auto room = declared.cbegin(); room != declared.cend(); ++room) {
        QStringList reached = room.value();
        for (qsizetype i = 0; i < reached.size(); ++i) {
            QVERIFY2(reached[i] != room.key(),
                     qPrintable(room.key() + QStringLiteral(" includes itself through ") +
                                reached.mid(0, i).join(u' ')));
            for (const QString& further : declared.value(reached[i]))
                if (!reached.contains(further))
                    reached << further;
        }
    }
}

void TestPurity::roomsIncludeOnlyWhatTheyMay_data()
{
    QTest::addColumn<QString>("layer");
    QTest::addColumn<QString>("room");
    QTest::addColumn<QStringList>("mayInclude");
    for (const char* layer : {"ui", "app"}) {
        const QMap<QString, QStringList> declared = rooms(QString::fromLatin1(layer));
        for (auto room = declared.cbegin(); room != declared.cend(); ++room)
            QTest::newRow(qPrintable(QString::fromLatin1(layer) + u'/' + room.key()))
                << QString::fromLatin1(layer) << room.key() << (QStringList{room.key()} + room.value());
    }
}

void TestPurity::roomsIncludeOnlyWhatTheyMay()
{
    QFETCH(QString, layer);
    QFETCH(QString, room);
    QFETCH(QStringList, mayInclude);
    const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\s*"%1/([^/"]+)/)").arg(layer),
                                     QRegularExpression::MultilineOption);
    const QStringList files = filesUnder(QStringLiteral(SOURCE_DIR "/%1/%2").arg(layer, room));
    QVERIFY(!files.isEmpty());
    for (const QString& path : files) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        for (const QRegularExpressionMatch& m : include.globalMatch(QString::fromUtf8(file.readAll())))
            QVERIFY2(
                mayInclude.contains(m.captured(1)),
                qPrintable(QStringLiteral("%1 includes %2/%3/, which the room %4 may not (%2/CMakeLists.txt)")
                               .arg(path, layer, m.captured(1), room)));
    }
}

void TestPurity::lowRoomsOfAppSeeNoWidget_data()
{
    QTest::addColumn<QString>("room");
    for (const char* room : {"json", "match", "net", "storage"})
        QTest::newRow(room) << QString::fromLatin1(room);
}

// The JSON, the match seam, the LAN and what the player keeps are Qt Core (and Network) only:
// the arena and the fuzz build use them without a window.
void TestPurity::lowRoomsOfAppSeeNoWidget()
{
    QFETCH(QString, room);
    const QRegularExpression widget(
        QStringLiteral(R"(^\s*#\s*include\s*("ui/|<QtWidgets|<QWidget|<QMessageBox))"),
        QRegularExpression::MultilineOption);
    const QStringList files = filesUnder(QStringLiteral(SOURCE_DIR "/app/") + room);
    QVERIFY(!files.isEmpty());
    for (const QString& path : files) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QRegularExpressionMatch match = widget.match(QString::fromUtf8(file.readAll()));
        QVERIFY2(!match.hasMatch(), qPrintable(QStringLiteral("%1 includes %2").arg(path, match.captured())));
    }
}

QTEST_GUILESS_MAIN(TestPurity)
#include "tst_purity.moc"
