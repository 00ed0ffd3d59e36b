// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing the build, the tests or the package use comes from a package the project does not
// install. On a freshly installed Debian 12 or 13 only the base system is there (Essential and
// Priority: required packages, apt, git); scripts/setup.sh and scripts/test install the rest with
// --no-install-recommends, so only Depends and Pre-Depends come along. A package that a
// developer's machine happens to have from earlier work passes every other test here and fails a
// newcomer's first command: this test names it. No network: dpkg's database and apt's cache only.
#include "installtestsupport.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using Packages = QSet<QString>;

namespace {

// Standard output alone (dpkg-query -S says on standard error what it found no owner for).
QString outputOf(const QString& program, const QStringList& arguments, int* exitCode = nullptr)
{
    QProcess process;
    process.start(program, arguments);
    process.closeWriteChannel();
    const bool finished = process.waitForFinished(120000) && process.exitStatus() == QProcess::NormalExit;
    if (exitCode)
        *exitCode = finished ? process.exitCode() : -1;
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString withoutArchitecture(QString package)
{
    return package.section(u':', 0, 0).trimmed();
}

// Every package that `packages` need, through Depends and Pre-Depends only, themselves included.
Packages hardClosure(const Packages& packages)
{
    QStringList arguments = {QStringLiteral("depends"),         QStringLiteral("--recurse"),
                             QStringLiteral("--no-recommends"), QStringLiteral("--no-suggests"),
                             QStringLiteral("--no-conflicts"),  QStringLiteral("--no-breaks"),
                             QStringLiteral("--no-replaces"),   QStringLiteral("--no-enhances")};
    arguments += packages.values();
    Packages closure;
    // Each package of the closure has a line of its own, at the start; an indented line without a
    // colon names a package that provides a virtual one (<name>), which apt-cache recursed into.
    for (const QString& line :
         outputOf(QStringLiteral("apt-cache"), arguments).split(u'\n', Qt::SkipEmptyParts)) {
        const QString name = line.trimmed();
        if (!line.startsWith(u' ') || !name.contains(u':'))
            closure.insert(withoutArchitecture(name));
    }
    return closure;
}

// The other spellings of a path on a merged-/usr system: dpkg knows each file by one of them.
QStringList spellingsOf(const QString& path)
{
    QStringList spellings = {path};
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (!canonical.isEmpty() && canonical != path)
        spellings << canonical;
    for (const QString& one : QStringList(spellings)) {
        for (const char* top : {"/lib/", "/lib64/", "/bin/", "/sbin/"}) {
            const QString merged = QStringLiteral("/usr") + QLatin1String(top);
            if (one.startsWith(QLatin1String(top)))
                spellings << QStringLiteral("/usr") + one;
            else if (one.startsWith(merged))
                spellings << one.mid(4);
        }
    }
    return spellings;
}

// For each path, the packages dpkg says own it (under any of its spellings); none: empty.
QHash<QString, Packages> ownersOf(const QStringList& paths)
{
    QStringList asked;
    for (const QString& path : paths)
        asked += spellingsOf(path);
    QHash<QString, Packages> bySpelling;
    asked.removeDuplicates();
    const QString found =
        outputOf(QStringLiteral("dpkg-query"), QStringList{QStringLiteral("--search")} + asked);
    for (const QString& line : found.split(u'\n', Qt::SkipEmptyParts)) {
        const qsizetype split = line.lastIndexOf(QStringLiteral(": /"));
        if (split < 0 || line.startsWith(QStringLiteral("diversion ")))
            continue;
        for (const QString& owner : line.left(split).split(QStringLiteral(", ")))
            bySpelling[line.mid(split + 2)].insert(withoutArchitecture(owner));
    }
    QHash<QString, Packages> owners;
    for (const QString& path : paths)
        for (const QString& spelling : spellingsOf(path))
            owners[path] += bySpelling.value(spelling);
    return owners;
}

// What each of `paths` comes from, when that is not in `allowed`: one line a path.
QStringList outside(const QStringList& paths, const Packages& allowed, const QString& why)
{
    QStringList problems;
    const QHash<QString, Packages> owners = ownersOf(paths);
    for (const QString& path : paths) {
        const Packages& from = owners.value(path);
        if (from.isEmpty())
            problems << QStringLiteral("%1: no Debian package owns it").arg(path);
        else if (!from.intersects(allowed))
            problems << QStringLiteral("%1 comes from %2, %3")
                            .arg(path, QStringList(from.values()).join(QStringLiteral(" or ")), why);
    }
    return problems;
}

// The shared libraries a program or plugin loads, as ldd resolves them on this machine.
QStringList librariesOf(const QString& file)
{
    QStringList libraries;
    static const QRegularExpression resolved(QStringLiteral("=> (/\\S+) \\(0x"));
    for (const QString& line : outputOf(QStringLiteral("ldd"), {file}).split(u'\n'))
        if (const auto match = resolved.match(line); match.hasMatch())
            libraries << match.captured(1);
    return libraries;
}

} // namespace

class TestDependencies : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cmakePackagesAreInstalledByTheScripts();
    void toolsAreInstalledByTheScripts_data();
    void toolsAreInstalledByTheScripts();
    void pythonModulesAreInstalledByTheScripts();
    void packageDependsCoverWhatTheGameLoads();

private:
    QStringList scriptPackages() const;
    Packages baseSystem() const;
    QStringList pluginsLoadedBy(const QString& program) const;
    Packages m_installed; // the closure of what a fresh Debian 12 or 13 has plus what the scripts install
    Packages m_base;
};

void TestDependencies::initTestCase()
{
    for (const char* tool : {"dpkg-query", "apt-cache", "ldd"})
        if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
            QSKIP(qPrintable(
                QStringLiteral(
                    "not a Debian system (no %1): the package lists of scripts/setup.sh do not apply")
                    .arg(QLatin1String(tool))));
    const QStringList listed = scriptPackages();
    QVERIFY2(listed.contains(QStringLiteral("qt6-base-dev")), qPrintable(listed.join(u' ')));
    m_base = baseSystem();
    QVERIFY2(m_base.contains(QStringLiteral("dpkg")) && m_base.contains(QStringLiteral("apt")),
             "the base system has dpkg and apt");
    m_installed = hardClosure(m_base + Packages(listed.begin(), listed.end()));
    for (const QString& package : listed) // apt-cache knows every package the scripts name
        QVERIFY2(m_installed.contains(package),
                 qPrintable(package + QStringLiteral(": unknown to apt-cache")));
}

// What scripts/play and scripts/test install: scripts/setup.sh's lists, read by bash itself.
QStringList TestDependencies::scriptPackages() const
{
    const QString script = QStringLiteral("source '" SOURCE_DIR
                                          "/scripts/setup.sh' && printf '%s\\n' \"${SEABATTLE_PACKAGES[@]}\" "
                                          "&& seabattle_test_packages");
    int status = -1;
    const QString listed = outputOf(QStringLiteral("bash"), {QStringLiteral("-c"), script}, &status);
    return status == 0 ? listed.split(u'\n', Qt::SkipEmptyParts) : QStringList();
}

// A freshly installed minimal Debian 12 or 13: the Essential and Priority: required packages, and git.
Packages TestDependencies::baseSystem() const
{
    Packages base = {QStringLiteral("apt"), QStringLiteral("git")};
    const QString all = outputOf(QStringLiteral("dpkg-query"),
                                 {QStringLiteral("--show"),
                                  QStringLiteral("--showformat=${Package}\\t${Essential}\\t${Priority}\\n")});
    for (const QString& line : all.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(u'\t');
        if (fields.size() == 3 &&
            (fields[1] == QStringLiteral("yes") || fields[2] == QStringLiteral("required")))
            base.insert(fields[0]);
    }
    return base;
}

// Every CMake package the configure step loaded (a *_DIR entry of the cache under /usr), and the
// tools it builds with (the compiler, the linker's tools, ninja), belong to packages the scripts
// install. (Optional finds, such as libGLU for FindOpenGL, are not needed and not checked.)
void TestDependencies::cmakePackagesAreInstalledByTheScripts()
{
    QFile cache(QStringLiteral(BUILD_DIR "/CMakeCache.txt"));
    QVERIFY2(cache.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(cache.errorString()));
    static const QRegularExpression entry(QStringLiteral("^(\\w+):(PATH|FILEPATH)=(/usr/.+)$"));
    QStringList files;
    int cmakePackages = 0;
    for (const QString& line : QString::fromUtf8(cache.readAll()).split(u'\n')) {
        const auto match = entry.match(line);
        const QFileInfo found(match.captured(3));
        if (!match.hasMatch() || !found.exists())
            continue;
        if (found.isFile() && match.captured(1).startsWith(QStringLiteral("CMAKE_"))) {
            files << found.filePath();
        } else if (found.isDir() && match.captured(1).endsWith(QStringLiteral("_DIR"))) {
            const QStringList configs =
                QDir(found.filePath())
                    .entryList({QStringLiteral("*Config.cmake"), QStringLiteral("*-config.cmake")},
                               QDir::Files);
            for (const QString& config : configs)
                files << found.filePath() + u'/' + config;
            cmakePackages += configs.isEmpty() ? 0 : 1;
        }
    }
    QVERIFY2(cmakePackages >= 10,
             qPrintable(QStringLiteral("only %1 CMake packages in the cache").arg(cmakePackages)));
    const QStringList problems = outside(
        files, m_installed, QStringLiteral("which the scripts do not install (add it to scripts/setup.sh)"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// The programs the scripts and the tests run, and who runs them.
void TestDependencies::toolsAreInstalledByTheScripts_data()
{
    QTest::addColumn<QString>("tool");
    // Who runs each: the build (cmake, ninja, c++, Qt's lupdate and lrelease), scripts/test (ctest,
    // clang++ for the sanitizer pass), xvfb-run (with xauth) for scripts/screenshots,
    // scripts/fresh-check and this test, cpack (with file and dpkg-shlibdeps) and dpkg-deb for
    // tst_package and this test, lintian for tst_package, desktop-file-validate and appstreamcli
    // for tst_install (with readelf), dpkg for tst_package, ip, mountpoint, sysctl and timeout for
    // the network-namespace suite (tests/lan), findmnt and umount for scripts/fresh-check, and
    // ldd, apt-cache and bash for this test; clang-format for the `format` test; ccache for the
    // build that scripts/test makes (CMake compiles through it when it is there); dbus-run-session,
    // Debian's own Python (by its path: another python3 may come first on the PATH) and AT-SPI's
    // bus launcher (on no PATH) for the screen reader's game (tests/ui/a11y).
    for (const char* tool :
         {"cmake",     "ninja",          "c++",          "lupdate",      "lrelease",
          "ctest",     "clang++",        "xvfb-run",     "xauth",        "cpack",
          "file",      "dpkg-shlibdeps", "dpkg-deb",     "lintian",      "desktop-file-validate",
          "ip",        "mountpoint",     "findmnt",      "umount",       "readelf",
          "dpkg",      "sysctl",         "timeout",      "appstreamcli", "ldd",
          "apt-cache", "bash",           "clang-format", "ccache",       "dbus-run-session"})
        QTest::newRow(tool) << QString::fromLatin1(tool);
    for (const char* path : {"/usr/bin/python3", "/usr/libexec/at-spi-bus-launcher"})
        QTest::newRow(path) << QString::fromLatin1(path);
}

void TestDependencies::toolsAreInstalledByTheScripts()
{
    QFETCH(QString, tool);
    QString path = QStandardPaths::findExecutable(tool);
    if (path.isEmpty()) // Qt's tools are not on the PATH
        path = QStandardPaths::findExecutable(tool, {QStringLiteral("/usr/lib/qt6/bin")});
    QVERIFY2(!path.isEmpty(),
             qPrintable(tool + QStringLiteral(" is not installed: add its package to scripts/setup.sh")));
    const QStringList problems = outside(
        {path}, m_installed, QStringLiteral("which the scripts do not install (add it to scripts/setup.sh)"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// The Python modules that the screen reader's game imports (tests/ui/a11y), as Debian's Python
// finds them: pyatspi, GObject's bindings (gi) and python-xlib.
void TestDependencies::pythonModulesAreInstalledByTheScripts()
{
    const QString python = QStringLiteral("/usr/bin/python3");
    QVERIFY2(QFileInfo(python).isExecutable(),
             "Debian's python3 is not installed: add it to scripts/setup.sh");
    int status = -1;
    const QString found = outputOf(
        python,
        {QStringLiteral("-c"),
         QStringLiteral(
             "import gi, pyatspi, Xlib; print(gi.__file__); print(pyatspi.__file__); print(Xlib.__file__)")},
        &status);
    const QStringList files = found.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(
        status == 0 && files.size() == 3,
        qPrintable(QStringLiteral("pyatspi, gi or Xlib cannot be imported: add python3-pyatspi, python3-gi "
                                  "and python3-xlib to scripts/setup.sh (%1)")
                       .arg(found)));
    const QStringList problems = outside(
        files, m_installed, QStringLiteral("which the scripts do not install (add it to scripts/setup.sh)"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// The plugins a program loads to show its window (Qt says which when asked).
QStringList TestDependencies::pluginsLoadedBy(const QString& program) const
{
    QTemporaryDir home; // the player's files of this run: none of the machine's
    QProcess run;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_DEBUG_PLUGINS"), QStringLiteral("1"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"),
                       QStringLiteral("xcb")); // the desktop's, not offscreen
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    run.setProcessEnvironment(environment);
    run.setProcessChannelMode(QProcess::MergedChannels);
    run.start(QStringLiteral("xvfb-run"), {QStringLiteral("-a"), program, QStringLiteral("--smoke")});
    if (!run.waitForFinished(120000) || run.exitCode() != 0)
        return {};
    QStringList plugins;
    static const QRegularExpression loaded(QStringLiteral("\"(/[^\"]+)\" loaded library"));
    for (auto it = loaded.globalMatch(QString::fromUtf8(run.readAll())); it.hasNext();)
        plugins << it.next().captured(1);
    plugins.removeDuplicates();
    return plugins;
}

// The .deb as a player installs it: every library that its programs and the Qt plugins they load
// need comes from a package that its Depends bring (with the base system every Debian has).
void TestDependencies::packageDependsCoverWhatTheGameLoads()
{
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const ProgramRun cpack =
        runProgram(QStringLiteral(CPACK_COMMAND),
                   {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                    QStringLiteral(BUILD_DIR "/CPackConfig.cmake"), QStringLiteral("-B"), work.path()});
    QVERIFY2(cpack.exitCode == 0, qPrintable(cpack.output));
    const QStringList debs = QDir(work.path()).entryList({QStringLiteral("*.deb")});
    QCOMPARE(debs.size(), 1);
    const QString deb = work.filePath(debs.front());
    Packages depends;
    for (const QString& alternatives :
         outputOf(QStringLiteral("dpkg-deb"), {QStringLiteral("--field"), deb, QStringLiteral("Depends")})
             .split(u','))
        for (const QString& one : alternatives.split(u'|'))
            depends.insert(withoutArchitecture(one.section(u'(', 0, 0)));
    QVERIFY2(depends.contains(QStringLiteral("libqt6widgets6")),
             qPrintable(QStringList(depends.values()).join(u' ')));
    const Packages brought = hardClosure(depends + m_base);

    QVERIFY(runProgram(QStringLiteral("dpkg-deb"),
                       {QStringLiteral("--extract"), deb, work.filePath(QStringLiteral("root"))})
                .exitCode == 0);
    QStringList programs;
    for (const QString& file : filesUnder(work.filePath(QStringLiteral("root"))))
        if ((file.startsWith(QStringLiteral("usr/bin/")) || file.startsWith(QStringLiteral("usr/games/"))) &&
            QFileInfo(work.filePath(QStringLiteral("root/") + file)).isExecutable())
            programs << work.filePath(QStringLiteral("root/") + file);
    QVERIFY2(!programs.isEmpty(), "no program in the package");
    QStringList loaded;
    for (const QString& program : programs)
        loaded += librariesOf(program);
    const QString game = programs.filter(QRegularExpression(QStringLiteral("/seabattle$"))).value(0);
    const QStringList plugins = pluginsLoadedBy(game);
    QVERIFY2(plugins.filter(QStringLiteral("/platforms/libqxcb.so")).size() == 1,
             qPrintable(QStringLiteral("plugins seen: ") + plugins.join(u' ')));
    loaded += plugins;
    for (const QString& plugin : plugins)
        loaded += librariesOf(plugin);
    loaded.removeDuplicates();
    const QStringList problems =
        outside(loaded, brought, QStringLiteral("which the package's Depends do not bring"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    qInfo("%lld libraries and plugins loaded by %s, all from the closure of %lld Depends (%lld packages)",
          qint64(loaded.size()), qPrintable(QFileInfo(game).fileName()), qint64(depends.size()),
          qint64(brought.size()));
}

QTEST_GUILESS_MAIN(TestDependencies)
#include "tst_dependencies.moc"
