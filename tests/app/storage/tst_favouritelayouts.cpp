// SPDX-License-Identifier: GPL-3.0-or-later
// Favourite layouts: kept under a name in a versioned JSON file, which survives every kind of
// damage (set aside, never deleted); loaded only when the current rules allow them, with the
// reason otherwise; and Save layout… / Load layout… in the placement view, driven as a player would.
#include "coretestsupport.h"
#include "filesupport.h"

#include "app/layouts/favouritelayouts.h"
#include "ui/placement/fleeteditor.h"
#include "ui/placement/layoutshelf.h"
#include "ui/placement/loadlayoutdialog.h"
#include "ui/placement/placementview.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>

#include <functional>
#include <memory>

#include <unistd.h>

using namespace seabattle;

Q_DECLARE_METATYPE(FavouriteLayouts::FileProblem::Kind)

namespace {

FleetLayout layoutOf(const char* text, const Ruleset& rules)
{
    auto layout = parseLayout(text, rules);
    if (!layout)
        qFatal("fixture does not parse");
    return *layout;
}

QString textOf(const FleetLayout& layout, const Ruleset& rules)
{
    return QString::fromStdString(formatLayout(layout, rules));
}

// The files in `dir` whose names start with "layouts.json.damaged-".
QStringList setAsideFiles(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral("layouts.json.damaged-*")},
                               QDir::Files | QDir::System | QDir::Hidden);
}

// A Custom fleet with names of its own, on which ships may touch.
Ruleset customTouching()
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"Frégate", 3, 2}, {"Corvette", 2, 1}};
    rules.touching = TouchingRule::Allowed;
    return rules;
}
constexpr const char* kCustomTouching = "AAA.......\n"
                                        "BBB.......\n"
                                        "CC........\n"
                                        "..........\n"
                                        "..........\n"
                                        "..........\n"
                                        "..........\n"
                                        "..........\n"
                                        "..........\n"
                                        "..........\n";

// Runs `act` on the next visible modal dialog of type T, once it shows (polling, so that it may
// be called before the exec() that shows it); `seen` stays false if none comes within 5 s.
template <class T> void onModal(std::function<void(T*)> act, bool* seen = nullptr)
{
    auto* timer = new QTimer;
    auto started = std::make_shared<QElapsedTimer>();
    started->start();
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, started, act, seen] {
        auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget());
        if ((dialog && dialog->isVisible()) || started->elapsed() > 5000) {
            timer->stop();
            timer->deleteLater();
            if (dialog && dialog->isVisible()) {
                if (seen)
                    *seen = true;
                act(dialog);
            }
        }
    });
    timer->start();
}

void answerName(QInputDialog* dialog, const QString& name)
{
    auto* edit = dialog->findChild<QLineEdit*>();
    QVERIFY(edit);
    edit->selectAll();
    QTest::keyClicks(edit, name);
    dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
}

} // namespace

class TestFavouriteLayouts : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    // The file.
    void roundTrip();
    void missingFileIsAnEmptyShelf();
    void overwriteKeepsOneEntry();
    void bounds();
    void removeAndItsFile();
    void damagedFileIsSetAside_data();
    void damagedFileIsSetAside();
    void unreadableFileIsSetAside();
    void fileThatCannotBeSetAsideIsNeverOverwritten();
    void malformedEntriesAreSkipped();
    void writeFailureKeepsTheShelf();

    // The current rules.
    void classicLayoutUnderStandardRulesIsRefused();
    void layoutIllegalUnderTheCurrentRulesIsRefused();
    void sameFleetOtherNamesIsUsable();

    // The placement view.
    void buttonsOnlyWithAShelf();
    void saveThenLoadPutsTheFleetBack();
    void overwriteAsksFirst();
    void loadDialogShowsWhyALayoutCannotBeUsed();
    void deleteFromTheLoadDialog();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path() const { return m_dir->filePath(QStringLiteral("layouts.json")); }
};

void TestFavouriteLayouts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestFavouriteLayouts::cleanup()
{
    // Give back every permission a test took away, so that the directory can go.
    QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    for (const QString& name : QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden | QDir::System))
        QFile::setPermissions(m_dir->filePath(name), QFile::ReadOwner | QFile::WriteOwner);
    m_dir.reset();
}

void TestFavouriteLayouts::roundTrip()
{
    const Ruleset standard = Ruleset::standard();
    const Ruleset classic = Ruleset::classic();
    const Ruleset custom = customTouching();
    {
        FavouriteLayouts shelf(m_dir->path() + QStringLiteral("/not/yet/made"));
        QVERIFY(shelf.store(QStringLiteral("Corners"), layoutOf(kStandardOne, standard), standard));
    }
    FavouriteLayouts shelf(m_dir->path());
    QVERIFY(shelf.load().isClean());
    QVERIFY(shelf.store(QStringLiteral("Corners"), layoutOf(kStandardOne, standard), standard));
    QVERIFY(shelf.store(QStringLiteral("  Vieille école  "), layoutOf(kClassicOne, classic), classic));
    QVERIFY(shelf.store(QStringLiteral("Côte à côte"), layoutOf(kCustomTouching, custom), custom));

    const QJsonObject root = QJsonDocument::fromJson(readAll(path())).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("seabattle-layouts"));
    QCOMPARE(root.value(QStringLiteral("layouts")).toArray().size(), 3);
    QCOMPARE(root.value(QStringLiteral("layouts"))
                 .toArray()
                 .at(1)
                 .toObject()
                 .value(QStringLiteral("text"))
                 .toString(),
             QString::fromLatin1(kClassicOne));

    FavouriteLayouts again(m_dir->path());
    const auto report = again.load();
    QVERIFY(report.isClean());
    QVERIFY(FavouriteLayouts::describe(report).isEmpty());
    const auto kept = again.layouts();
    QCOMPARE(kept.size(), std::size_t(3));
    QCOMPARE(kept[0].name, QStringLiteral("Corners"));
    QCOMPARE(kept[1].name, QStringLiteral("Vieille école"));
    QCOMPARE(kept[2].name, QStringLiteral("Côte à côte"));
    QCOMPARE(kept[0].rules.preset, Preset::Standard);
    QCOMPARE(kept[1].rules.preset, Preset::Classic);
    QVERIFY(kept[1].rules.fleet == classic.fleet);
    QCOMPARE(kept[2].rules.preset, Preset::Custom);
    QVERIFY(kept[2].rules.fleet == custom.fleet);
    QCOMPARE(kept[2].rules.touching, TouchingRule::Allowed);
    const std::pair<const char*, Ruleset> expected[] = {
        {kStandardOne, standard}, {kClassicOne, classic}, {kCustomTouching, custom}};
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(QString::fromStdString(kept[i].text), QString::fromLatin1(expected[i].first));
        const auto placed = layoutUnderRules(kept[i], expected[i].second);
        QVERIFY(placed.has_value());
        QCOMPARE(textOf(*placed, expected[i].second), QString::fromLatin1(expected[i].first));
    }
    QVERIFY(again.find(QStringLiteral(" Corners ")).has_value());
    QVERIFY(!again.find(QStringLiteral("corners")).has_value());
}

void TestFavouriteLayouts::missingFileIsAnEmptyShelf()
{
    FavouriteLayouts shelf(m_dir->path());
    QVERIFY(shelf.load().isClean());
    QVERIFY(shelf.layouts().empty());
    QVERIFY(!QFile::exists(path())); // nothing written until something is saved
    QVERIFY(setAsideFiles(m_dir->path()).isEmpty());
}

void TestFavouriteLayouts::overwriteKeepsOneEntry()
{
    const Ruleset standard = Ruleset::standard();
    FavouriteLayouts shelf(m_dir->path());
    QVERIFY(shelf.store(QStringLiteral("Mine"), layoutOf(kStandardOne, standard), standard));
    QVERIFY(shelf.store(QStringLiteral("Other"), layoutOf(kStandardUpright, standard), standard));
    QVERIFY(shelf.store(QStringLiteral(" Mine "), layoutOf(kStandardTwo, standard), standard));
    QCOMPARE(shelf.layouts().size(), std::size_t(2));
    QCOMPARE(shelf.layouts()[0].name, QStringLiteral("Mine")); // keeps its place
    QCOMPARE(QString::fromStdString(shelf.layouts()[0].text), QString::fromLatin1(kStandardTwo));

    FavouriteLayouts again(m_dir->path());
    QVERIFY(again.load().isClean());
    QCOMPARE(again.layouts().size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(again.find(QStringLiteral("Mine"))->text),
             QString::fromLatin1(kStandardTwo));
}

void TestFavouriteLayouts::bounds()
{
    const Ruleset standard = Ruleset::standard();
    const FleetLayout fleet = layoutOf(kStandardOne, standard);
    FavouriteLayouts shelf(m_dir->path());
    QCOMPARE(shelf.store(QString(), fleet, standard).error().kind, ShelfError::Kind::EmptyName);
    QCOMPARE(shelf.store(QStringLiteral(" \t "), fleet, standard).error().kind, ShelfError::Kind::EmptyName);
    QCOMPARE(shelf.store(QString(41, QLatin1Char('x')), fleet, standard).error().kind,
             ShelfError::Kind::NameTooLong);
    QVERIFY(shelf.store(QStringLiteral("  ") + QString(40, QLatin1Char('x')) + QStringLiteral("  "), fleet,
                        standard));

    // Only a complete, legal fleet.
    FleetLayout incomplete = fleet;
    incomplete.remove({5, 0});
    QCOMPARE(shelf.store(QStringLiteral("Incomplete"), incomplete, standard).error().kind,
             ShelfError::Kind::IllegalLayout);
    QCOMPARE(
        shelf.store(QStringLiteral("Touching"), layoutOf(kStandardTouching, standard), standard).error().kind,
        ShelfError::Kind::IllegalLayout);
    QVERIFY(!describeShelfError({ShelfError::Kind::IllegalLayout, {}}).isEmpty());

    for (int i = 1; i < LayoutShelf::kMaxLayouts; ++i)
        QVERIFY(shelf.store(QStringLiteral("Layout %1").arg(i), fleet, standard));
    QCOMPARE(int(shelf.layouts().size()), LayoutShelf::kMaxLayouts);
    const auto full = shelf.store(QStringLiteral("One too many"), fleet, standard);
    QCOMPARE(full.error().kind, ShelfError::Kind::Full);
    QVERIFY(describeShelfError(full.error()).contains(QStringLiteral("100")));
    // Replacing one is still possible.
    QVERIFY(shelf.store(QStringLiteral("Layout 7"), layoutOf(kStandardTwo, standard), standard));

    FavouriteLayouts again(m_dir->path());
    QVERIFY(again.load().isClean());
    QCOMPARE(int(again.layouts().size()), LayoutShelf::kMaxLayouts);

    // A hand-made file with more than the limit: the first 100 are kept, the rest counted.
    QJsonObject root = QJsonDocument::fromJson(readAll(path())).object();
    QJsonArray entries = root.value(QStringLiteral("layouts")).toArray();
    for (int i = 0; i < 5; ++i) {
        QJsonObject extra = entries.at(1).toObject();
        extra[QStringLiteral("name")] = QStringLiteral("Extra %1").arg(i);
        entries.append(extra);
    }
    root[QStringLiteral("layouts")] = entries;
    QVERIFY(writeAll(path(), QJsonDocument(root).toJson()));
    const auto report = again.load();
    QVERIFY(!report.problem);
    QCOMPARE(report.skippedEntries, 5);
    QCOMPARE(int(again.layouts().size()), LayoutShelf::kMaxLayouts);
}

void TestFavouriteLayouts::removeAndItsFile()
{
    const Ruleset standard = Ruleset::standard();
    FavouriteLayouts shelf(m_dir->path());
    QVERIFY(shelf.store(QStringLiteral("One"), layoutOf(kStandardOne, standard), standard));
    QVERIFY(shelf.store(QStringLiteral("Two"), layoutOf(kStandardTwo, standard), standard));
    QCOMPARE(shelf.remove(QStringLiteral("Three")).error().kind, ShelfError::Kind::NoSuchName);
    QVERIFY(shelf.remove(QStringLiteral(" One")));
    FavouriteLayouts again(m_dir->path());
    QVERIFY(again.load().isClean());
    QCOMPARE(again.layouts().size(), std::size_t(1));
    QCOMPARE(again.layouts()[0].name, QStringLiteral("Two"));
}

void TestFavouriteLayouts::damagedFileIsSetAside_data()
{
    using Kind = FavouriteLayouts::FileProblem::Kind;
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Kind>("kind");

    // A sound file, to damage.
    QTemporaryDir scratch;
    const Ruleset standard = Ruleset::standard();
    {
        FavouriteLayouts shelf(scratch.path());
        QVERIFY(shelf.store(QStringLiteral("One"), layoutOf(kStandardOne, standard), standard));
        QVERIFY(shelf.store(QStringLiteral("Two"), layoutOf(kStandardTwo, standard), standard));
    }
    const QByteArray sound = readAll(scratch.filePath(QStringLiteral("layouts.json")));
    QVERIFY(sound.size() > 100);
    QJsonObject root = QJsonDocument::fromJson(sound).object();

    QByteArray random(2000, '\0');
    QRandomGenerator generator(7);
    for (char& byte : random)
        byte = char(generator.bounded(256));

    auto with = [&](const char* key, const QJsonValue& value) {
        QJsonObject changed = root;
        if (value.isUndefined())
            changed.remove(QLatin1String(key));
        else
            changed[QLatin1String(key)] = value;
        return QJsonDocument(changed).toJson();
    };

    QTest::newRow("truncated") << sound.left(sound.size() / 2) << Kind::Damaged;
    QTest::newRow("last byte missing") << sound.left(sound.size() - 2) << Kind::Damaged;
    QTest::newRow("random bytes") << random << Kind::Damaged;
    QTest::newRow("empty") << QByteArray() << Kind::Empty;
    QTest::newRow("blank") << QByteArray("  \n") << Kind::Damaged;
    QTest::newRow("NUL bytes") << QByteArray(64, '\0') << Kind::Damaged;
    QTest::newRow("an array") << QByteArray("[1, 2, 3]") << Kind::WrongFormat;
    QTest::newRow("another program's JSON") << QByteArray(R"({"volume": 11})") << Kind::WrongFormat;
    QTest::newRow("version 0") << with("version", 0) << Kind::WrongFormat;
    QTest::newRow("version missing") << with("version", QJsonValue(QJsonValue::Undefined))
                                     << Kind::WrongFormat;
    QTest::newRow("version as text") << with("version", QStringLiteral("1")) << Kind::WrongFormat;
    QTest::newRow("version 1.5") << with("version", 1.5) << Kind::WrongFormat;
    QTest::newRow("format missing") << with("format", QJsonValue(QJsonValue::Undefined)) << Kind::WrongFormat;
    QTest::newRow("layouts not a list") << with("layouts", QStringLiteral("none")) << Kind::WrongFormat;
    QTest::newRow("future version") << with("version", 2) << Kind::FutureVersion;
    QTest::newRow("far future version") << with("version", 1e9) << Kind::FutureVersion;
    QTest::newRow("too large") << QByteArray(int(FavouriteLayouts::kMaxFileBytes) + 10, ' ')
                               << Kind::TooLarge;
}

void TestFavouriteLayouts::damagedFileIsSetAside()
{
    using Kind = FavouriteLayouts::FileProblem::Kind;
    QFETCH(QByteArray, bytes);
    QFETCH(Kind, kind);
    QVERIFY(writeAll(path(), bytes));

    FavouriteLayouts shelf(m_dir->path());
    const auto report = shelf.load();
    QVERIFY(report.problem.has_value());
    QCOMPARE(report.problem->kind, kind);
    QCOMPARE(report.problem->path, path());
    QCOMPARE(report.skippedEntries, 0);
    QVERIFY(shelf.layouts().empty());
    QVERIFY(shelf.isWritable());

    // Moved aside, byte for byte, never deleted.
    QVERIFY(!QFile::exists(path()));
    const QStringList aside = setAsideFiles(m_dir->path());
    QCOMPARE(aside.size(), 1);
    QCOMPARE(report.problem->setAsidePath, m_dir->filePath(aside.front()));
    QVERIFY(QRegularExpression(QStringLiteral("^layouts\\.json\\.damaged-\\d{8}-\\d{6}$"))
                .match(aside.front())
                .hasMatch());
    QVERIFY(readAll(report.problem->setAsidePath) == bytes);
    const QString words = FavouriteLayouts::describe(report);
    QVERIFY2(words.contains(QDir::toNativeSeparators(report.problem->setAsidePath)), qPrintable(words));

    // The shelf starts empty and works; the file set aside stays.
    const Ruleset standard = Ruleset::standard();
    QVERIFY(shelf.store(QStringLiteral("Fresh"), layoutOf(kStandardOne, standard), standard));
    FavouriteLayouts again(m_dir->path());
    QVERIFY(again.load().isClean());
    QCOMPARE(again.layouts().size(), std::size_t(1));
    QVERIFY(readAll(report.problem->setAsidePath) == bytes);

    // A second damaged file within the same second gets a name of its own.
    QVERIFY(writeAll(path(), bytes));
    const auto second = again.load();
    QVERIFY(second.problem.has_value());
    QCOMPARE(setAsideFiles(m_dir->path()).size(), 2);
    QVERIFY(second.problem->setAsidePath != report.problem->setAsidePath);
}

void TestFavouriteLayouts::unreadableFileIsSetAside()
{
    if (geteuid() == 0)
        QSKIP("root reads any file");
    const Ruleset standard = Ruleset::standard();
    {
        FavouriteLayouts shelf(m_dir->path());
        QVERIFY(shelf.store(QStringLiteral("One"), layoutOf(kStandardOne, standard), standard));
    }
    const QByteArray sound = readAll(path());
    QVERIFY(QFile::setPermissions(path(), QFile::Permissions()));

    FavouriteLayouts shelf(m_dir->path());
    const auto report = shelf.load();
    QVERIFY(report.problem.has_value());
    QCOMPARE(report.problem->kind, FavouriteLayouts::FileProblem::Kind::Unreadable);
    QVERIFY(!report.problem->setAsidePath.isEmpty());
    QVERIFY(!QFile::exists(path()));
    QVERIFY(QFile::exists(report.problem->setAsidePath));
    QVERIFY(shelf.layouts().empty());
    QVERIFY(!FavouriteLayouts::describe(report).isEmpty());
    // Still there, whole, once readable again.
    QVERIFY(QFile::setPermissions(report.problem->setAsidePath, QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY(readAll(report.problem->setAsidePath) == sound);
}

void TestFavouriteLayouts::fileThatCannotBeSetAsideIsNeverOverwritten()
{
    if (geteuid() == 0)
        QSKIP("root writes in any folder");
    const QByteArray damaged("{\"format\": \"seabattle-layouts\", \"vers");
    QVERIFY(writeAll(path(), damaged));
    QVERIFY(QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::ExeOwner));

    FavouriteLayouts shelf(m_dir->path());
    const auto report = shelf.load();
    QVERIFY(report.problem.has_value());
    QCOMPARE(report.problem->kind, FavouriteLayouts::FileProblem::Kind::Damaged);
    QVERIFY(report.problem->setAsidePath.isEmpty());
    QVERIFY(!shelf.isWritable());
    QVERIFY(FavouriteLayouts::describe(report).contains(QStringLiteral("could not be moved aside")));

    // Even once the folder is writable again, nothing is written over it in this session.
    QVERIFY(QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const Ruleset standard = Ruleset::standard();
    const auto stored = shelf.store(QStringLiteral("One"), layoutOf(kStandardOne, standard), standard);
    QCOMPARE(stored.error().kind, ShelfError::Kind::WriteFailed);
    QVERIFY(!describeShelfError(stored.error()).isEmpty());
    QVERIFY(readAll(path()) == damaged);
    QVERIFY(shelf.layouts().empty());
}

void TestFavouriteLayouts::malformedEntriesAreSkipped()
{
    const Ruleset standard = Ruleset::standard();
    {
        FavouriteLayouts shelf(m_dir->path());
        QVERIFY(shelf.store(QStringLiteral("Good"), layoutOf(kStandardOne, standard), standard));
    }
    QJsonObject root = QJsonDocument::fromJson(readAll(path())).object();
    QJsonArray entries = root.value(QStringLiteral("layouts")).toArray();
    const QJsonObject good = entries.at(0).toObject();
    auto changed = [&](const char* name, const char* key, const QJsonValue& value) {
        QJsonObject entry = good;
        entry[QStringLiteral("name")] = QLatin1String(name);
        if (value.isUndefined())
            entry.remove(QLatin1String(key));
        else
            entry[QLatin1String(key)] = value;
        return entry;
    };
    QString badLetter = QString::fromLatin1(kStandardOne);
    badLetter[9] = QLatin1Char('Z'); // a 27th ship
    QJsonArray longFleet;
    for (int i = 0; i < 30; ++i)
        longFleet.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("S%1").arg(i)},
                                     {QStringLiteral("length"), 1},
                                     {QStringLiteral("count"), 1}});
    entries.append(changed("Bad text", "text", badLetter));
    entries.append(changed("Cut text", "text", QString::fromLatin1(kStandardOne).left(50)));
    entries.append(changed("No text", "text", QJsonValue(QJsonValue::Undefined)));
    entries.append(changed("No fleet", "fleet", QJsonValue(QJsonValue::Undefined)));
    entries.append(changed("Long fleet", "fleet", longFleet));
    entries.append(changed("Unknown preset", "preset", QStringLiteral("battleship-deluxe")));
    entries.append(changed("Odd touching", "touching", 3));
    entries.append(changed("Classic of Standard", "preset", QStringLiteral("classic")));
    entries.append(changed("Good", "text", QString::fromLatin1(kStandardTwo))); // a duplicate name
    entries.append(changed("  Untrimmed", "text", QString::fromLatin1(kStandardTwo)));
    entries.append(changed("", "text", QString::fromLatin1(kStandardTwo)));
    entries.append(QStringLiteral("not an entry"));
    entries.append(changed("Also good", "text", QString::fromLatin1(kStandardTwo)));
    root[QStringLiteral("layouts")] = entries;
    QVERIFY(writeAll(path(), QJsonDocument(root).toJson()));

    FavouriteLayouts shelf(m_dir->path());
    const auto report = shelf.load();
    QVERIFY(!report.problem);
    QCOMPARE(report.skippedEntries, 12);
    QVERIFY(FavouriteLayouts::describe(report).contains(QStringLiteral("12")));
    QCOMPARE(shelf.layouts().size(), std::size_t(2));
    QCOMPARE(shelf.layouts()[0].name, QStringLiteral("Good"));
    QCOMPARE(QString::fromStdString(shelf.layouts()[0].text), QString::fromLatin1(kStandardOne));
    QCOMPARE(shelf.layouts()[1].name, QStringLiteral("Also good"));
    // The file as a whole was fine; what it was is kept beside it, for the entries left out.
    QCOMPARE(setAsideFiles(m_dir->path()).size(), 1);
    QCOMPARE(QFileInfo(report.skippedKeptAs).fileName(), setAsideFiles(m_dir->path()).constFirst());
}

void TestFavouriteLayouts::writeFailureKeepsTheShelf()
{
    if (geteuid() == 0)
        QSKIP("root writes in any folder");
    const Ruleset standard = Ruleset::standard();
    FavouriteLayouts shelf(m_dir->path());
    QVERIFY(shelf.store(QStringLiteral("One"), layoutOf(kStandardOne, standard), standard));
    QVERIFY(QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::ExeOwner));
    const auto stored = shelf.store(QStringLiteral("Two"), layoutOf(kStandardTwo, standard), standard);
    QCOMPARE(stored.error().kind, ShelfError::Kind::WriteFailed);
    QVERIFY(describeShelfError(stored.error()).contains(QDir::toNativeSeparators(path())));
    QCOMPARE(shelf.layouts().size(), std::size_t(1)); // as on disk
    QCOMPARE(shelf.remove(QStringLiteral("One")).error().kind, ShelfError::Kind::WriteFailed);
    QCOMPARE(shelf.layouts().size(), std::size_t(1));
}

void TestFavouriteLayouts::classicLayoutUnderStandardRulesIsRefused()
{
    const Ruleset classic = Ruleset::classic();
    const Ruleset hasbro = Ruleset::hasbro();
    FavouriteLayouts shelf(m_dir->path());
    QVERIFY(shelf.store(QStringLiteral("Classic"), layoutOf(kClassicOne, classic), classic));
    QVERIFY(shelf.store(QStringLiteral("Hasbro"), layoutOf(kHasbroOne, hasbro), hasbro));

    const auto underStandard = layoutUnderRules(*shelf.find(QStringLiteral("Classic")), Ruleset::standard());
    QVERIFY(!underStandard);
    QCOMPARE(underStandard.error().kind, LayoutRefusal::Kind::OtherFleet);
    QCOMPARE(describeRefusal(underStandard.error(), Ruleset::standard()),
             QStringLiteral("This layout was made for the Classic fleet."));

    // Hasbro's five ships are Standard's first five: the text would parse, the fleet still differs.
    const auto hasbroUnderStandard =
        layoutUnderRules(*shelf.find(QStringLiteral("Hasbro")), Ruleset::standard());
    QVERIFY(!hasbroUnderStandard);
    QCOMPARE(describeRefusal(hasbroUnderStandard.error(), Ruleset::standard()),
             QStringLiteral("This layout was made for the Hasbro fleet."));

    // A Custom fleet's layout under a preset.
    const Ruleset custom = customTouching();
    QVERIFY(shelf.store(QStringLiteral("Custom"), layoutOf(kCustomTouching, custom), custom));
    const auto customUnderClassic = layoutUnderRules(*shelf.find(QStringLiteral("Custom")), classic);
    QVERIFY(!customUnderClassic);
    QCOMPARE(describeRefusal(customUnderClassic.error(), classic),
             QStringLiteral("This layout was made for a custom fleet of 3 ships."));

    // Under its own rules, and under Classic rules with other options, it is fine.
    Ruleset classicOptions = classic;
    classicOptions.shootAgainAfterHit = false;
    QVERIFY(layoutUnderRules(*shelf.find(QStringLiteral("Classic")), classicOptions).has_value());
}

void TestFavouriteLayouts::layoutIllegalUnderTheCurrentRulesIsRefused()
{
    // Made where ships may touch: the Standard fleet, Custom rules allowing contact.
    Ruleset touching = Ruleset::forPreset(Preset::Custom);
    touching.touching = TouchingRule::Allowed;
    FavouriteLayouts shelf(m_dir->path());
    QVERIFY(shelf.store(QStringLiteral("Close"), layoutOf(kStandardTouching, touching), touching));
    const ShelvedLayout close = *shelf.find(QStringLiteral("Close"));
    QVERIFY(layoutUnderRules(close, touching).has_value());

    for (TouchingRule rule : {TouchingRule::NoContact, TouchingRule::NoSideContact}) {
        Ruleset strict = touching;
        strict.touching = rule;
        const auto refused = layoutUnderRules(close, strict);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, LayoutRefusal::Kind::Illegal);
        QCOMPARE(refused.error().problem.kind, LayoutProblem::Kind::Touching);
        QCOMPARE(describeRefusal(refused.error(), strict),
                 QStringLiteral("These rules forbid this layout: the Cruiser touches the Submarine at F3."));
    }
    // The Standard preset has the same fleet, and forbids contact too.
    const auto underStandard = layoutUnderRules(close, Ruleset::standard());
    QVERIFY(!underStandard);
    QCOMPARE(underStandard.error().kind, LayoutRefusal::Kind::Illegal);
    QVERIFY(describeRefusal(underStandard.error(), Ruleset::standard()).contains(QStringLiteral("touches")));

    // A damaged text of the right fleet (a hand edit the file check cannot see under other rules).
    ShelvedLayout damaged = close;
    damaged.text = "AAAAA.....\n";
    const auto unreadable = layoutUnderRules(damaged, touching);
    QVERIFY(!unreadable);
    QCOMPARE(unreadable.error().kind, LayoutRefusal::Kind::Unreadable);
    QVERIFY(!describeRefusal(unreadable.error(), touching).isEmpty());

    // Incomplete: a ship missing.
    ShelvedLayout missing = close;
    std::string text = missing.text;
    text[text.find('F')] = '.';
    missing.text = text;
    const auto incomplete = layoutUnderRules(missing, touching);
    QVERIFY(!incomplete);
    QCOMPARE(incomplete.error().problem.kind, LayoutProblem::Kind::WrongCount);
    QVERIFY(describeRefusal(incomplete.error(), touching).contains(QStringLiteral("Patrol boat")));
}

void TestFavouriteLayouts::sameFleetOtherNamesIsUsable()
{
    // A Custom fleet of the Standard's ships under other names reads the same text.
    Ruleset renamed = Ruleset::forPreset(Preset::Custom);
    for (std::size_t i = 0; i < renamed.fleet.size(); ++i)
        renamed.fleet[i].name = "Ship " + std::to_string(i);
    FavouriteLayouts shelf(m_dir->path());
    QVERIFY(shelf.store(QStringLiteral("Standard"), layoutOf(kStandardOne, Ruleset::standard()),
                        Ruleset::standard()));
    const auto placed = layoutUnderRules(*shelf.find(QStringLiteral("Standard")), renamed);
    QVERIFY(placed.has_value());
    QCOMPARE(textOf(*placed, renamed), QString::fromLatin1(kStandardOne));
}

void TestFavouriteLayouts::buttonsOnlyWithAShelf()
{
    PlacementView view;
    view.resize(900, 560);
    view.start(Ruleset::standard(), 1);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.saveLayoutButton()->isVisible());
    QVERIFY(!view.loadLayoutButton()->isVisible());

    auto shelf = std::make_shared<FavouriteLayouts>(m_dir->path());
    view.setShelf(shelf);
    QVERIFY(view.saveLayoutButton()->isVisible());
    QVERIFY(view.loadLayoutButton()->isVisible());
    QVERIFY(!view.saveLayoutButton()->isEnabled()); // nothing placed yet
    QVERIFY(!view.loadLayoutButton()->isEnabled()); // nothing saved yet
    view.randomButton()->click();
    QVERIFY(view.readyButton()->isEnabled());
    QVERIFY(view.saveLayoutButton()->isEnabled());
    // Every button shows its whole label.
    for (QPushButton* button : view.findChildren<QPushButton*>())
        QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
    view.setShelf(nullptr);
    QVERIFY(!view.saveLayoutButton()->isVisible());
}

void TestFavouriteLayouts::saveThenLoadPutsTheFleetBack()
{
    const Ruleset standard = Ruleset::standard();
    auto shelf = std::make_shared<FavouriteLayouts>(m_dir->path());
    PlacementView view;
    view.resize(900, 560);
    view.setShelf(shelf);
    view.start(standard, 42);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.randomButton()->click();
    const FleetLayout dealt = view.editor()->layout();
    QVERIFY(view.editor()->isComplete());

    bool asked = false;
    onModal<QInputDialog>([](QInputDialog* dialog) { answerName(dialog, QStringLiteral("  My fleet ")); },
                          &asked);
    view.saveLayoutButton()->click();
    QVERIFY(asked);
    QCOMPARE(shelf->layouts().size(), std::size_t(1));
    QCOMPARE(shelf->layouts()[0].name, QStringLiteral("My fleet"));
    QVERIFY(view.status().contains(QStringLiteral("My fleet")));
    QVERIFY(view.loadLayoutButton()->isEnabled());

    view.clearButton()->click();
    QVERIFY(view.editor()->layout().isEmpty());
    QVERIFY(!view.saveLayoutButton()->isEnabled());

    bool shown = false;
    onModal<LoadLayoutDialog>(
        [](LoadLayoutDialog* dialog) {
            QCOMPARE(dialog->list()->topLevelItemCount(), 1);
            QVERIFY(dialog->select(QStringLiteral("My fleet")));
            QVERIFY(dialog->loadButton()->isEnabled());
            dialog->loadButton()->click();
        },
        &shown);
    view.loadLayoutButton()->click();
    QVERIFY(shown);
    QCOMPARE(textOf(view.editor()->layout(), standard), textOf(dealt, standard));
    QVERIFY(view.editor()->layout() == dealt);
    QVERIFY(view.readyButton()->isEnabled());
    QVERIFY(view.status().contains(QStringLiteral("My fleet")));

    // And from the file, in a later session.
    auto later = std::make_shared<FavouriteLayouts>(m_dir->path());
    QVERIFY(later->load().isClean());
    PlacementView next;
    next.resize(900, 560);
    next.setShelf(later);
    next.start(standard, 7);
    next.show();
    QVERIFY(QTest::qWaitForWindowExposed(&next));
    onModal<LoadLayoutDialog>([](LoadLayoutDialog* dialog) {
        // Enter on the selected (first usable) layout loads it.
        QCOMPARE(dialog->selectedName(), QStringLiteral("My fleet"));
        QTest::keyClick(dialog->list(), Qt::Key_Return);
    });
    next.loadLayout();
    QVERIFY(next.editor()->layout() == dealt);

    // Cancel leaves the board as it is.
    next.clearButton()->click();
    onModal<LoadLayoutDialog>([](LoadLayoutDialog* dialog) { dialog->reject(); });
    next.loadLayout();
    QVERIFY(next.editor()->layout().isEmpty());
}

void TestFavouriteLayouts::overwriteAsksFirst()
{
    const Ruleset standard = Ruleset::standard();
    auto shelf = std::make_shared<FavouriteLayouts>(m_dir->path());
    QVERIFY(shelf->store(QStringLiteral("Mine"), layoutOf(kStandardOne, standard), standard));
    PlacementView view;
    view.resize(900, 560);
    view.setShelf(shelf);
    view.start(standard, 1);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.editor()->setLayout(layoutOf(kStandardTwo, standard));

    // "Mine" exists: No asks for the name again, and Cancel then keeps the old layout.
    bool replaceAsked = false;
    bool askedAgain = false;
    onModal<QInputDialog>([&](QInputDialog* dialog) {
        onModal<QMessageBox>(
            [&](QMessageBox* box) {
                QCOMPARE(box->objectName(), QStringLiteral("replaceLayoutQuestion"));
                QVERIFY(box->text().contains(QStringLiteral("Mine")));
                onModal<QInputDialog>(
                    [](QInputDialog* again) {
                        QCOMPARE(again->textValue(), QStringLiteral("Mine"));
                        again->reject();
                    },
                    &askedAgain);
                box->button(QMessageBox::No)->click();
            },
            &replaceAsked);
        answerName(dialog, QStringLiteral("Mine"));
    });
    view.saveLayout();
    QVERIFY(replaceAsked);
    QVERIFY(askedAgain);
    QCOMPARE(QString::fromStdString(shelf->find(QStringLiteral("Mine"))->text),
             QString::fromLatin1(kStandardOne));

    // Yes replaces it.
    replaceAsked = false;
    onModal<QInputDialog>([&](QInputDialog* dialog) {
        onModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); }, &replaceAsked);
        answerName(dialog, QStringLiteral("Mine"));
    });
    view.saveLayout();
    QVERIFY(replaceAsked);
    QCOMPARE(shelf->layouts().size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(shelf->find(QStringLiteral("Mine"))->text),
             QString::fromLatin1(kStandardTwo));
}

void TestFavouriteLayouts::loadDialogShowsWhyALayoutCannotBeUsed()
{
    const Ruleset standard = Ruleset::standard();
    const Ruleset classic = Ruleset::classic();
    Ruleset touching = Ruleset::forPreset(Preset::Custom);
    touching.touching = TouchingRule::Allowed;
    auto shelf = std::make_shared<FavouriteLayouts>(m_dir->path());
    QVERIFY(shelf->store(QStringLiteral("Old school"), layoutOf(kClassicOne, classic), classic));
    QVERIFY(shelf->store(QStringLiteral("Close"), layoutOf(kStandardTouching, touching), touching));
    QVERIFY(shelf->store(QStringLiteral("Usable"), layoutOf(kStandardOne, standard), standard));

    LoadLayoutDialog dialog(*shelf, standard);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.list()->topLevelItemCount(), 3);
    // Sorted by name; the first usable one is selected.
    QCOMPARE(dialog.list()->topLevelItem(0)->text(0), QStringLiteral("Close"));
    QCOMPARE(dialog.list()->topLevelItem(1)->text(1), QStringLiteral("Classic"));
    QCOMPARE(dialog.selectedName(), QStringLiteral("Usable"));
    QVERIFY(dialog.loadButton()->isEnabled());
    QVERIFY(dialog.selectedLayout().has_value());

    QVERIFY(dialog.select(QStringLiteral("Old school")));
    QVERIFY(!dialog.loadButton()->isEnabled());
    QVERIFY(!dialog.selectedLayout());
    QCOMPARE(dialog.reason(), QStringLiteral("This layout was made for the Classic fleet."));
    QCOMPARE(dialog.list()->currentItem()->toolTip(0), dialog.reason());

    QVERIFY(dialog.select(QStringLiteral("Close")));
    QVERIFY(!dialog.loadButton()->isEnabled());
    QCOMPARE(dialog.reason(),
             QStringLiteral("These rules forbid this layout: the Cruiser touches the Submarine at F3."));
    // Enter on an unusable layout does nothing.
    QTest::keyClick(dialog.list(), Qt::Key_Return);
    QVERIFY(dialog.isVisible());
    QVERIFY(!dialog.select(QStringLiteral("Nothing of that name")));

    // Under Classic rules, only the Classic layout is usable.
    LoadLayoutDialog underClassic(*shelf, classic);
    QCOMPARE(underClassic.selectedName(), QStringLiteral("Old school"));
    QVERIFY(underClassic.loadButton()->isEnabled());
    QVERIFY(underClassic.select(QStringLiteral("Usable")));
    QCOMPARE(underClassic.reason(), QStringLiteral("This layout was made for the Standard fleet."));

    // None usable: nothing loadable selected.
    FavouriteLayouts onlyClassic(m_dir->path() + QStringLiteral("/other"));
    QVERIFY(onlyClassic.store(QStringLiteral("Old school"), layoutOf(kClassicOne, classic), classic));
    LoadLayoutDialog noneUsable(onlyClassic, standard);
    QVERIFY(!noneUsable.loadButton()->isEnabled());
    QCOMPARE(noneUsable.reason(), QStringLiteral("This layout was made for the Classic fleet."));
}

void TestFavouriteLayouts::deleteFromTheLoadDialog()
{
    const Ruleset standard = Ruleset::standard();
    auto shelf = std::make_shared<FavouriteLayouts>(m_dir->path());
    QVERIFY(shelf->store(QStringLiteral("One"), layoutOf(kStandardOne, standard), standard));
    QVERIFY(shelf->store(QStringLiteral("Two"), layoutOf(kStandardTwo, standard), standard));
    LoadLayoutDialog dialog(*shelf, standard);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.select(QStringLiteral("One")));

    onModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::No)->click(); });
    dialog.deleteButton()->click();
    QCOMPARE(shelf->layouts().size(), std::size_t(2));

    bool asked = false;
    onModal<QMessageBox>(
        [](QMessageBox* box) {
            QCOMPARE(box->objectName(), QStringLiteral("deleteLayoutQuestion"));
            box->button(QMessageBox::Yes)->click();
        },
        &asked);
    dialog.deleteButton()->click();
    QVERIFY(asked);
    QCOMPARE(shelf->layouts().size(), std::size_t(1));
    QCOMPARE(dialog.list()->topLevelItemCount(), 1);
    FavouriteLayouts again(m_dir->path());
    QVERIFY(again.load().isClean());
    QCOMPARE(again.layouts()[0].name, QStringLiteral("Two"));
}

QTEST_MAIN(TestFavouriteLayouts)
#include "tst_favouritelayouts.moc"
