// SPDX-License-Identifier: GPL-3.0-or-later
// core/ is the rules engine in standard C++ only: no Qt, no I/O; ui/ includes nothing of app/;
// core/ nothing of ui/ or app/. The build already fails on each (core is compiled without Qt's
// include paths, and core and ui see only their own layers through build/seams/); this test
// names the file, and checks that the build still keeps the layers apart.
#include <QDirIterator>
#include <QFile>
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

private:
    static QStringList filesUnder(const QString& directory);
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
                        << QStringLiteral("target_include_directories(seabattle_ui PUBLIC "
                                          "${PROJECT_BINARY_DIR}/seams/ui)");
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

QTEST_GUILESS_MAIN(TestPurity)
#include "tst_purity.moc"
