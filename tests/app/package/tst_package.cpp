// SPDX-License-Identifier: GPL-3.0-or-later
// The Debian package, as a player gets it: `cpack -G DEB` builds it; lintian, Debian's own check,
// finds no error and no warning in it; its control fields name the
// libraries the game links (dpkg-shlibdeps) and the Qt platform plugins it loads; dpkg installs
// it into a scratch root (its own dpkg database: the test machine's system is never touched), the
// installed game answers --version, and dpkg removes it leaving no file behind.
#include "installtestsupport.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

class TestPackage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void controlFields();
    void contents();
    void lintianFindsNothing();
    void installRunRemove();

private:
    QStringList dpkg(const QStringList& arguments) const;
    QTemporaryDir m_work;
    QString m_deb;
};

void TestPackage::initTestCase()
{
    QVERIFY(m_work.isValid());
    const ProgramRun cpack =
        runProgram(QStringLiteral(CPACK_COMMAND),
                   {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                    QStringLiteral(BUILD_DIR "/CPackConfig.cmake"), QStringLiteral("-B"),
                    m_work.filePath(QStringLiteral("out"))});
    QVERIFY2(cpack.exitCode == 0, qPrintable(cpack.output));
    const QStringList debs =
        QDir(m_work.filePath(QStringLiteral("out"))).entryList({QStringLiteral("*.deb")});
    QCOMPARE(debs.size(), 1);
    m_deb = m_work.filePath(QStringLiteral("out/") + debs.front());
    QVERIFY2(debs.front().startsWith(QStringLiteral("seabattle_" SEABATTLE_VERSION)),
             qPrintable(debs.front()));
}

void TestPackage::controlFields()
{
    const ProgramRun fields = runProgram(QStringLiteral("dpkg-deb"), {QStringLiteral("--field"), m_deb});
    QVERIFY2(fields.exitCode == 0, qPrintable(fields.output));
    QVERIFY(fields.output.contains(QStringLiteral("Package: seabattle\n")));
    QVERIFY(fields.output.contains(QStringLiteral("Version: " SEABATTLE_VERSION "\n")));
    QVERIFY(fields.output.contains(QStringLiteral("Section: games\n")));
    const QString depends = fields.output.section(QStringLiteral("Depends: "), 1).section(u'\n', 0, 0);
    // What the game links, found by dpkg-shlibdeps, and what it loads at run time, named by hand.
    for (const char* package : {"libc6", "libstdc++6", "libqt6core6", "libqt6gui6", "libqt6widgets6",
                                "libqt6network6", "libqt6multimedia6", "libqt6charts6", "qt6-qpa-plugins"})
        QVERIFY2(depends.contains(QLatin1String(package)),
                 qPrintable(package + QStringLiteral(" not in ") + depends));
    QVERIFY(fields.output.contains(QStringLiteral("Recommends: qt6-translations-l10n")));
}

void TestPackage::contents()
{
    const ProgramRun list = runProgram(QStringLiteral("dpkg-deb"), {QStringLiteral("--contents"), m_deb});
    QVERIFY2(list.exitCode == 0, qPrintable(list.output));
    for (const char* file :
         {"./usr/games/seabattle", "./usr/games/seabattle-arena", "./usr/share/man/man6/seabattle.6.gz",
          "./usr/share/man/man6/seabattle-arena.6.gz", "./usr/share/doc/seabattle/copyright",
          "./usr/share/doc/seabattle/changelog.gz",
          "./usr/share/applications/io.github.seabattle.SeaBattle.desktop",
          "./usr/share/metainfo/io.github.seabattle.SeaBattle.metainfo.xml",
          "./usr/share/icons/hicolor/scalable/apps/io.github.seabattle.SeaBattle.svg",
          "./usr/share/icons/hicolor/48x48/apps/io.github.seabattle.SeaBattle.png"})
        QVERIFY2(list.output.contains(QLatin1String(file)), file);
    QVERIFY(!list.output.contains(QStringLiteral("tst_")));
    QVERIFY(!list.output.contains(QStringLiteral("./usr/bin/")));
    QVERIFY(
        !list.output.contains(QStringLiteral("LICENSE"))); // the copyright file names it; Debian has the text
}

// Every check lintian has, pedantic and experimental ones included: no error, no warning. (Notes
// and pedantic remarks are printed for the reader, but do not fail the test.)
void TestPackage::lintianFindsNothing()
{
    const ProgramRun lintian = runProgram(
        QStringLiteral("lintian"),
        {QStringLiteral("--display-level"), QStringLiteral(">=pedantic"),
         QStringLiteral("--display-experimental"), QStringLiteral("--tag-display-limit"), QStringLiteral("0"),
         QStringLiteral("--fail-on"), QStringLiteral("error,warning"), m_deb});
    QVERIFY2(lintian.exitCode != -1,
             "lintian did not run: it is a test-only package (scripts/test installs it)");
    qInfo().noquote() << lintian.output;
    QVERIFY2(lintian.exitCode == 0, qPrintable(lintian.output));
    static const QRegularExpression problem(QStringLiteral("^[EW]: "), QRegularExpression::MultilineOption);
    QVERIFY2(!problem.match(lintian.output).hasMatch(), qPrintable(lintian.output));
}

// dpkg working on the scratch root only, with its own database there.
QStringList TestPackage::dpkg(const QStringList& arguments) const
{
    QStringList all = {QStringLiteral("--root=") + m_work.filePath(QStringLiteral("root")),
                       QStringLiteral("--log=/dev/null"),
                       // The scratch root holds no Qt: the test machine's own libraries run the game.
                       QStringLiteral("--force-depends"), QStringLiteral("--force-script-chrootless")};
    if (geteuid() != 0)
        all << QStringLiteral("--force-not-root");
    return all + arguments;
}

void TestPackage::installRunRemove()
{
    const QString root = m_work.filePath(QStringLiteral("root"));
    for (const char* dir : {"var/lib/dpkg/info", "var/lib/dpkg/updates", "var/lib/dpkg/triggers"})
        QVERIFY(QDir(root).mkpath(QLatin1String(dir)));
    QFile status(root + QStringLiteral("/var/lib/dpkg/status"));
    QVERIFY(status.open(QIODevice::WriteOnly));
    status.close();

    const ProgramRun install = runProgram(QStringLiteral("dpkg"), dpkg({QStringLiteral("--install"), m_deb}));
    QVERIFY2(install.exitCode == 0, qPrintable(install.output));
    const ProgramRun state = runProgram(
        QStringLiteral("dpkg-query"),
        {QStringLiteral("--admindir=") + root + QStringLiteral("/var/lib/dpkg"), QStringLiteral("--show"),
         QStringLiteral("--showformat=${Status} ${Version}"), QStringLiteral("seabattle")});
    QCOMPARE(state.output, QStringLiteral("install ok installed " SEABATTLE_VERSION));

    const ProgramRun version =
        runProgram(root + QStringLiteral("/usr/games/seabattle"), {QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.output, QStringLiteral("seabattle " SEABATTLE_VERSION "\n"));

    const ProgramRun remove =
        runProgram(QStringLiteral("dpkg"), dpkg({QStringLiteral("--purge"), QStringLiteral("seabattle")}));
    QVERIFY2(remove.exitCode == 0, qPrintable(remove.output));
    QStringList left = filesUnder(root);
    left.removeIf([](const QString& file) { return file.startsWith(QStringLiteral("var/lib/dpkg/")); });
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
    QVERIFY(!QDir(root + QStringLiteral("/usr/games")).exists()); // dpkg took the directories it made, too
}

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
