// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game dialog (live checks of the rules, Custom fleets) and how the last choice is kept.
#include "app/storage/newgamesettings.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/words/rulessummary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace seabattle;

class TestNewGame : public QObject {
    Q_OBJECT

private slots:
    void defaultsToStandardAgainstMedium();
    void presetsBringTheirOptions();
    void everyPresetIsOfferedAndNamed();
    void choiceRoundTrips();
    void customFleetIsCheckedLive();
    void watchModeIsAChoice();
    void presetsKeepTheirRules();
    void salvoOnAnyPreset();
    void newKindsOfShipHaveFreshNames();
    void settingsRoundTrip();
    void damagedSettingsGiveDefaults();
};

void TestNewGame::defaultsToStandardAgainstMedium()
{
    NewGameDialog dialog;
    const NewGameChoice choice = dialog.choice();
    QVERIFY(!choice.watch);
    QCOMPARE(choice.level, OpponentLevel::Medium);
    QCOMPARE(choice.rules, Ruleset::standard());
    QVERIFY(dialog.okButton()->isEnabled());
    QVERIFY(dialog.problem().isEmpty());
}

void TestNewGame::presetsBringTheirOptions()
{
    NewGameDialog dialog;
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Classic)));
    const Ruleset classic = dialog.choice().rules;
    QCOMPARE(classic.fleet, Ruleset::classic().fleet);
    QVERIFY(classic.shootAgainAfterHit);
    QVERIFY(classic.markAroundSunk);
    QVERIFY(!dialog.fleetTable()->isEnabled()); // a preset's fleet is shown, not edited
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Hasbro)));
    QCOMPARE(dialog.choice().rules.touching, TouchingRule::Allowed);
    QCOMPARE(dialog.fleetTable()->rowCount(), 5);
}

// What a new preset must have in the interface: its place in the dialog, its name, its line and
// its title, each its own.
void TestNewGame::everyPresetIsOfferedAndNamed()
{
    NewGameDialog dialog;
    QCOMPARE(dialog.presetBox()->count(), int(kPresets.size()));
    QSet<QString> names, lines, titles;
    for (Preset preset : kPresets) {
        const int index = dialog.presetBox()->findData(int(preset));
        QVERIFY2(index >= 0, kPresetKeys[std::size_t(preset)]);
        QCOMPARE(dialog.presetBox()->itemText(index), presetName(preset));
        QCOMPARE(dialog.presetBox()->itemData(index, Qt::ToolTipRole).toString(), presetLine(preset));
        names.insert(presetName(preset));
        lines.insert(presetLine(preset));
        titles.insert(presetRules(preset));
        dialog.presetBox()->setCurrentIndex(index);
        QCOMPARE(dialog.choice().rules.preset, preset);
    }
    names.remove(QString());
    lines.remove(QString());
    titles.remove(QString());
    QCOMPARE(names.size(), int(kPresets.size()));
    QCOMPARE(lines.size(), int(kPresets.size()));
    QCOMPARE(titles.size(), int(kPresets.size()));
}

void TestNewGame::choiceRoundTrips()
{
    NewGameDialog dialog;
    NewGameChoice choice;
    choice.level = OpponentLevel::Admiral;
    choice.rules = Ruleset::standard();
    choice.rules.shootAgainAfterHit = true; // the house rule
    choice.rules.firstShooter = FirstShooter::LoserOfLastGame;
    dialog.setChoice(choice);
    QCOMPARE(dialog.choice(), choice);
}

void TestNewGame::customFleetIsCheckedLive()
{
    NewGameDialog dialog;
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Custom)));
    QVERIFY(dialog.fleetTable()->isEnabled());
    QVERIFY(dialog.okButton()->isEnabled()); // Custom starts as a copy of Standard
    // Nine 6-cell Carriers cannot fit without contact: refused, with the reason.
    auto* length = qobject_cast<QSpinBox*>(dialog.fleetTable()->cellWidget(0, 1));
    auto* count = qobject_cast<QSpinBox*>(dialog.fleetTable()->cellWidget(0, 2));
    QVERIFY(length && count);
    length->setValue(6);
    count->setValue(9);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY2(dialog.problem().contains(QStringLiteral("does not fit")), qPrintable(dialog.problem()));
    count->setValue(1);
    QVERIFY(dialog.okButton()->isEnabled());
    // A length of 7 is refused with its own reason.
    length->setValue(7);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY2(dialog.problem().contains(QStringLiteral("1 to 6")), qPrintable(dialog.problem()));
    length->setValue(5);
    // Marking around sunk ships needs ships that may not touch.
    auto* touching = dialog.findChildren<QComboBox*>().at(2);
    touching->setCurrentIndex(touching->findData(int(TouchingRule::Allowed)));
    dialog.findChildren<QCheckBox*>().at(1)->setChecked(true);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(!dialog.problem().isEmpty());
    // The names typed are kept.
    auto* name = qobject_cast<QLineEdit*>(dialog.fleetTable()->cellWidget(0, 0));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Galleon"));
    QCOMPARE(dialog.choice().rules.fleet.front().name, std::string("Galleon"));
}

void TestNewGame::watchModeIsAChoice()
{
    NewGameDialog dialog;
    dialog.opponentBox()->setCurrentIndex(dialog.opponentBox()->count() - 1);
    QVERIFY(dialog.choice().watch);
    dialog.opponentBox()->setCurrentIndex(2);
    QVERIFY(!dialog.choice().watch);
    QCOMPARE(dialog.choice().level, OpponentLevel::Hard);
}

void TestNewGame::presetsKeepTheirRules()
{
    NewGameDialog dialog;
    const auto boxes = dialog.findChildren<QCheckBox*>(); // shoot again, mark around
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Classic)));
    QVERIFY(!boxes.at(0)->isEnabled());
    QVERIFY(!boxes.at(1)->isEnabled());
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Standard)));
    QVERIFY(boxes.at(0)->isEnabled()); // Standard's house rule
    QVERIFY(!boxes.at(1)->isEnabled());
}

// Salvo is open on every preset and replaces shooting again, Classic's own included; it stays
// chosen across presets and in the settings.
void TestNewGame::salvoOnAnyPreset()
{
    NewGameDialog dialog;
    const auto boxes = dialog.findChildren<QCheckBox*>(); // shoot again, mark around, salvo
    QCheckBox* salvo = boxes.at(2);
    QCOMPARE(salvo->text().remove(u'&'), QStringLiteral("Salvo: a shot for each ship afloat"));
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Classic)));
    QVERIFY(salvo->isEnabled());
    QVERIFY(boxes.at(0)->isChecked());
    salvo->setChecked(true);
    QVERIFY(!boxes.at(0)->isChecked());
    QVERIFY(dialog.okButton()->isEnabled());
    NewGameChoice choice = dialog.choice();
    QVERIFY(choice.rules.salvo);
    QVERIFY(!choice.rules.shootAgainAfterHit);
    QVERIFY(checkRuleset(choice.rules).empty());
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Hasbro)));
    QVERIFY(dialog.choice().rules.salvo);
    // On Standard, choosing to shoot again lets Salvo go.
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Standard)));
    boxes.at(0)->setChecked(true);
    QVERIFY(!salvo->isChecked());

    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    choice.rules.preset = Preset::Classic;
    saveNewGameChoice(settings, choice);
    const NewGameChoice loaded = loadNewGameChoice(settings);
    QVERIFY(loaded.rules.salvo);
    QCOMPARE(loaded.rules, choice.rules);
}

void TestNewGame::newKindsOfShipHaveFreshNames()
{
    NewGameDialog dialog;
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Custom)));
    auto* add = dialog.findChildren<QPushButton*>().at(0);
    add->click();
    dialog.fleetTable()->setCurrentCell(0, 0);
    dialog.findChildren<QPushButton*>().at(1)->click(); // remove the first kind
    add->click();
    QVERIFY2(dialog.okButton()->isEnabled(), qPrintable(dialog.problem()));
}

void TestNewGame::settingsRoundTrip()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("seabattle.ini")), QSettings::IniFormat);
    NewGameChoice choice;
    choice.level = OpponentLevel::Hard;
    choice.rules = Ruleset::forPreset(Preset::Custom);
    choice.rules.fleet = {{"Galleon", 4, 2}, {"Sloop; the fast:one", 2, 3}}; // any name survives
    choice.rules.touching = TouchingRule::NoSideContact;
    choice.rules.markAroundSunk = true;
    saveNewGameChoice(settings, choice);
    QCOMPARE(loadNewGameChoice(settings), choice);
}

void TestNewGame::damagedSettingsGiveDefaults()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("seabattle.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("newGame/level"), QStringLiteral("grandmaster"));
    settings.setValue(QStringLiteral("newGame/preset"), 42);
    settings.setValue(QStringLiteral("newGame/firstShooter"), QStringLiteral("x"));
    NewGameChoice loaded = loadNewGameChoice(settings);
    QCOMPARE(loaded.level, OpponentLevel::Medium);
    QCOMPARE(loaded.rules.preset, Preset::Standard);
    // An unreadable Custom fleet gives the Standard fleet; one that cannot be played, Standard rules.
    settings.setValue(QStringLiteral("newGame/preset"), int(Preset::Custom));
    settings.setValue(QStringLiteral("newGame/fleet/size"), 2);
    settings.setValue(QStringLiteral("newGame/fleet/1/name"), QStringLiteral("Galleon"));
    settings.setValue(QStringLiteral("newGame/fleet/1/length"), QStringLiteral("four"));
    loaded = loadNewGameChoice(settings);
    QCOMPARE(loaded.rules.fleet, Ruleset::standard().fleet);
    settings.setValue(QStringLiteral("newGame/fleet/size"), 1);
    settings.setValue(QStringLiteral("newGame/fleet/1/length"), 9);
    settings.setValue(QStringLiteral("newGame/fleet/1/count"), 2147483647); // no overflow either
    loaded = loadNewGameChoice(settings);
    QCOMPARE(loaded.rules, Ruleset::standard());
}

QTEST_MAIN(TestNewGame)
#include "tst_newgame.moc"
