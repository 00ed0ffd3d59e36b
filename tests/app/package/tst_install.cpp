// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` into a scratch prefix: exactly the expected files (the game and the arena in
// games/ as Debian wants, their manual pages, the launcher, metainfo, icons at every size, the
// copyright and changelog); the programs are hardened and carry no RUNPATH; the manual pages are
// compressed as Debian wants; the launcher passes desktop-file-validate and the metainfo
// appstreamcli validate; both are translated into French, Portuguese and Italian with the game's
// own name for itself; and the installed game runs.
#include "installtestsupport.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

const QString kAppId = QStringLiteral(SEABATTLE_APP_ID);
const QList<int> kIconSizes = {16, 22, 24, 32, 48, 64, 128, 256, 512};
const QStringList kLanguages = {QStringLiteral("fr"), QStringLiteral("pt"), QStringLiteral("it")};

// The Desktop Entry's keys, "Name[fr]" and all (QSettings would read "[fr]" as a group).
QMap<QString, QString> desktopEntry(const QString& path)
{
    QFile file(path);
    QMap<QString, QString> keys;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return keys;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n'))
        if (const int equals = line.indexOf(u'='); equals > 0 && !line.startsWith(u'#'))
            keys.insert(line.left(equals).trimmed(), line.mid(equals + 1).trimmed());
    return keys;
}

// The game's own translation of a string, from the .qm files the build made.
QString gameTranslation(const QString& language, const char* context, const char* text)
{
    QTranslator translator;
    if (!translator.load(QStringLiteral("seabattle_") + language, QStringLiteral(SEABATTLE_QM_DIR)))
        return {};
    return translator.translate(context, text);
}

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void exactlyTheExpectedFiles();
    void hardenedWithoutRunpath();
    void manualPages();
    void iconsAtEverySize();
    void launcherValidates();
    void metainfoValidates();
    void launcherIsTranslated();
    void metainfoIsTranslatedAndConsistent();
    void installedGameRuns();

private:
    QString path(const QString& relative) const { return m_prefix.filePath(relative); }
    QTemporaryDir m_prefix;
};

void TestInstall::initTestCase()
{
    QVERIFY(m_prefix.isValid());
    const ProgramRun install =
        runProgram(QStringLiteral(CMAKE_COMMAND), {QStringLiteral("--install"), QStringLiteral(BUILD_DIR),
                                                   QStringLiteral("--prefix"), m_prefix.path()});
    QVERIFY2(install.exitCode == 0, qPrintable(install.output));
}

void TestInstall::exactlyTheExpectedFiles()
{
    QStringList expected = {
        QStringLiteral("games/seabattle"),
        QStringLiteral("games/seabattle-arena"),
        QStringLiteral("share/man/man6/seabattle.6.gz"),
        QStringLiteral("share/man/man6/seabattle-arena.6.gz"),
        QStringLiteral("share/applications/%1.desktop").arg(kAppId),
        QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId),
        QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId),
        QStringLiteral("share/doc/seabattle/copyright"),
        QStringLiteral("share/doc/seabattle/changelog.gz"),
        QStringLiteral("share/doc/seabattle/README.md"),
    };
    for (int size : kIconSizes)
        expected << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId);
    QStringList installed = filesUnder(m_prefix.path());
    expected.sort();
    installed.sort();
    QCOMPARE(installed, expected); // nothing missing, nothing stray (tests, build tools)
    QVERIFY(QFileInfo(path(QStringLiteral("games/seabattle"))).isExecutable());
    QVERIFY(QFileInfo(path(QStringLiteral("games/seabattle-arena"))).isExecutable());
}

// Hardened as Debian builds packages (bound at start-up: -z now), and no RUNPATH: Qt is found in
// the system's library directories.
void TestInstall::hardenedWithoutRunpath()
{
    for (const char* program : {"games/seabattle", "games/seabattle-arena"}) {
        const ProgramRun dynamic = runProgram(QStringLiteral("readelf"),
                                              {QStringLiteral("--dynamic"), path(QLatin1String(program))});
        QCOMPARE(dynamic.exitCode, 0);
        QVERIFY2(dynamic.output.contains(QStringLiteral("(NEEDED)")),
                 qPrintable(dynamic.output)); // it was read
        QVERIFY2(!dynamic.output.contains(QStringLiteral("RUNPATH")) &&
                     !dynamic.output.contains(QStringLiteral("RPATH")),
                 qPrintable(QLatin1String(program) + u'\n' + dynamic.output));
        QVERIFY2(dynamic.output.contains(QStringLiteral("BIND_NOW")) ||
                     dynamic.output.contains(QStringLiteral("Flags: NOW")),
                 qPrintable(program + QStringLiteral(": not linked with -z now")));
    }
}

void TestInstall::manualPages()
{
    // gzip -9n: no name nor time in the header (bytes 4-7 are the time), so a rebuild is identical.
    for (const char* page : {"seabattle.6.gz", "seabattle-arena.6.gz"}) {
        QFile file(path(QStringLiteral("share/man/man6/") + QLatin1String(page)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray header = file.read(10);
        QCOMPARE(header.left(2), QByteArray("\x1f\x8b"));
        QCOMPARE(header.mid(4, 4), QByteArray(4, '\0'));
        QCOMPARE(int(header[3]) & 0x08, 0); // no file name
        const ProgramRun sections = runProgram(
            QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("gzip -dc '%1' | grep -c '^\\.SH'").arg(file.fileName())});
        QVERIFY2(sections.output.trimmed().toInt() >= 5,
                 qPrintable(sections.output)); // NAME, SYNOPSIS, DESCRIPTION, OPTIONS, SEE ALSO
    }
}

void TestInstall::iconsAtEverySize()
{
    for (int size : kIconSizes) {
        const QImage icon(
            path(QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId)));
        QCOMPARE(icon.size(), QSize(size, size));
        QVERIFY(icon.hasAlphaChannel());
        // The tile's middle is opaque sea; its corners are transparent (rounded).
        QCOMPARE(icon.pixelColor(size / 2, size / 2).alpha(), 255);
        QCOMPARE(icon.pixelColor(0, 0).alpha(), 0);
    }
}

void TestInstall::launcherValidates()
{
    const ProgramRun check = runProgram(QStringLiteral("desktop-file-validate"),
                                        {path(QStringLiteral("share/applications/%1.desktop").arg(kAppId))});
    QVERIFY2(check.exitCode == 0 && check.output.trimmed().isEmpty(), qPrintable(check.output));
}

void TestInstall::metainfoValidates()
{
    const ProgramRun check = runProgram(QStringLiteral("appstreamcli"),
                                        {QStringLiteral("validate"), QStringLiteral("--no-net"),
                                         path(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId))});
    QVERIFY2(check.exitCode == 0, qPrintable(check.output));
    QVERIFY2(check.output.contains(QStringLiteral("Validation was successful")), qPrintable(check.output));
}

void TestInstall::launcherIsTranslated()
{
    const auto entry = desktopEntry(path(QStringLiteral("share/applications/%1.desktop").arg(kAppId)));
    QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral("seabattle"));
    QCOMPARE(entry.value(QStringLiteral("Icon")), kAppId);
    for (const QString& language : kLanguages) {
        for (const char* key : {"Name", "GenericName", "Comment"}) {
            const QString translated =
                entry.value(QStringLiteral("%1[%2]").arg(QLatin1String(key), language));
            QVERIFY2(!translated.isEmpty() && translated != entry.value(QLatin1String(key)),
                     qPrintable(language + u' ' + QLatin1String(key)));
        }
        // The menu and the window call the game by the same name.
        QCOMPARE(entry.value(QStringLiteral("Name[%1]").arg(language)),
                 gameTranslation(language, "MainWindow", "Sea Battle"));
    }
}

void TestInstall::metainfoIsTranslatedAndConsistent()
{
    QFile file(path(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId)));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QMap<QString, QString> summaries;
    QString id, launchable, binary;
    int screenshots = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("summary")) {
            const QString language =
                xml.attributes()
                    .value(QStringLiteral("http://www.w3.org/XML/1998/namespace"), QStringLiteral("lang"))
                    .toString();
            summaries.insert(language, xml.readElementText());
        } else if (name == QLatin1String("id"))
            id = xml.readElementText();
        else if (name == QLatin1String("launchable"))
            launchable = xml.readElementText();
        else if (name == QLatin1String("binary"))
            binary = xml.readElementText();
        else if (name == QLatin1String("screenshot"))
            ++screenshots;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(id, kAppId);
    QCOMPARE(launchable, kAppId + QStringLiteral(".desktop"));
    QCOMPARE(binary, QStringLiteral("seabattle"));
    QVERIFY(screenshots >= 1);
    QVERIFY(!summaries.value(QString()).isEmpty());
    for (const QString& language : kLanguages)
        QVERIFY2(!summaries.value(language).isEmpty() &&
                     summaries.value(language) != summaries.value(QString()),
                 qPrintable(language));
}

void TestInstall::installedGameRuns()
{
    const ProgramRun version =
        runProgram(path(QStringLiteral("games/seabattle")), {QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.output, QStringLiteral("seabattle " SEABATTLE_VERSION "\n"));
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
