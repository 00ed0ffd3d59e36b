// SPDX-License-Identifier: GPL-3.0-or-later
// core/ is the rules engine in standard C++ only: no Qt, no I/O. The build already fails on a
// Qt include there (core is compiled without Qt's include paths); this test names the file.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestCorePurity : public QObject {
    Q_OBJECT

private slots:
    void coreSourcesExist();
    void noQtNoIo_data();
    void noQtNoIo();
    void buildFileLinksNoQt();

private:
    static QStringList coreFiles();
};

QStringList TestCorePurity::coreFiles()
{
    QStringList files;
    QDirIterator it(QStringLiteral(CORE_SOURCE_DIR), {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

void TestCorePurity::coreSourcesExist()
{
    // Guards the test itself: a wrong path would make every check below pass vacuously.
    const QStringList files = coreFiles();
    QVERIFY(files.size() >= 20);
    QVERIFY(files.contains(QStringLiteral(CORE_SOURCE_DIR "/match.h")));
}

void TestCorePurity::noQtNoIo_data()
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

void TestCorePurity::noQtNoIo()
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

void TestCorePurity::buildFileLinksNoQt()
{
    QFile file(QStringLiteral(CORE_SOURCE_DIR "/CMakeLists.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(QStringLiteral("add_library(seabattle_core")));
    QVERIFY2(!text.contains(QStringLiteral("Qt6::")) && !text.contains(QStringLiteral("Qt::")),
             "core/CMakeLists.txt links Qt");
}

QTEST_GUILESS_MAIN(TestCorePurity)
#include "tst_corepurity.moc"
