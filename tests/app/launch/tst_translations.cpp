// SPDX-License-Identifier: GPL-3.0-or-later
// The four languages: complete .ts files, live switching, no clipped text, RULES.md's words.
#include "app/launch/languages.h"
#include "core/ruleset.h"
#include "core/shot.h"
#include "tsfile.h"
#include "ui/battle/battleview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/placement/placementview.h"
#include "ui/window/mainwindow.h"
#include "ui/words/shipwords.h"
#include "viewparts.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>

#include <algorithm>
#include <map>
#include <utility>

using namespace seabattle;

namespace {

// %1..%9 (also written %L1) and %n, as a set.
QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?([1-9]|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1));
    return found;
}

QString describe(const QSet<QString>& set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return QLatin1Char('{') + list.join(QLatin1Char(',')) + QLatin1Char('}');
}

// Mnemonic '&'s: not "&&" (a literal ampersand), nor a '&' before a space or at the end.
int accelerators(const QString& text)
{
    int count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (i + 1 < text.size() && text[i + 1] == QLatin1Char('&')) {
            ++i; // "&&"
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] != QLatin1Char(' '))
            ++count;
    }
    return count;
}

// The text as shown: mnemonic '&' removed, "&&" shown as "&".
QString withoutAccelerators(const QString& text)
{
    QString shown;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size()) {
            ++i;
            shown += text[i];
        } else {
            shown += text[i];
        }
    }
    return shown;
}

// "what the widget is": its class, its object name if any, its text.
QString widgetName(const QWidget* widget, const QString& text)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += QLatin1Char('#') + widget->objectName();
    for (const QWidget* p = widget->parentWidget(); p; p = p->parentWidget()) {
        const bool ours = !QString::fromLatin1(p->metaObject()->className()).startsWith(QLatin1Char('Q'));
        if (p->isWindow() || ours || !p->objectName().isEmpty()) {
            name += QStringLiteral(" in ") + QString::fromLatin1(p->metaObject()->className());
            if (!p->objectName().isEmpty())
                name += QLatin1Char('#') + p->objectName();
            break;
        }
    }
    return name + QStringLiteral(" \"") + text + QLatin1Char('"');
}

// Every menu title and action text of a menu bar, submenus included, in order.
void collectMenu(const QList<QAction*>& actions, const QString& prefix,
                 QList<std::pair<QString, QString>>& out)
{
    int index = 0;
    for (QAction* action : actions) {
        if (action->isSeparator())
            continue;
        const QString key = prefix + QLatin1Char('/') + QString::number(index++);
        out.append({key, action->text()});
        if (action->menu())
            collectMenu(action->menu()->actions(), key, out);
    }
}

// The QLabel, QPushButton and QCheckBox texts inside `root`, keyed by where they are.
void collectWidgets(QWidget* root, const QString& prefix, QList<std::pair<QString, QString>>& out)
{
    out.append({prefix + QStringLiteral("/windowTitle"), root->windowTitle()});
    const auto labels = root->findChildren<QLabel*>();
    for (int i = 0; i < labels.size(); ++i)
        out.append({prefix + QStringLiteral("/QLabel/%1/%2").arg(i).arg(labels[i]->objectName()),
                    labels[i]->text()});
    const auto buttons = root->findChildren<QAbstractButton*>();
    for (int i = 0; i < buttons.size(); ++i) {
        if (!qobject_cast<QPushButton*>(buttons[i]) && !qobject_cast<QCheckBox*>(buttons[i]))
            continue;
        out.append({prefix + QStringLiteral("/%1/%2/%3")
                                 .arg(QString::fromLatin1(buttons[i]->metaObject()->className()))
                                 .arg(i)
                                 .arg(buttons[i]->objectName()),
                    buttons[i]->text()});
    }
}

// The texts of `root` (after removing mnemonics) that contain `needle`.
bool anyTextContains(const QList<std::pair<QString, QString>>& texts, const QString& prefix,
                     const QString& needle)
{
    for (const auto& [key, text] : texts)
        if (key.startsWith(prefix) && withoutAccelerators(text).contains(needle))
            return true;
    return false;
}

QString textOf(const QList<std::pair<QString, QString>>& texts, const QString& key)
{
    for (const auto& [k, text] : texts)
        if (k == key)
            return text;
    return {};
}

// Plain, single-line-per-line text that must fit its widget.
QStringList clippedWidgets(QWidget* root)
{
    QStringList problems;
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>()) {
        if (!qobject_cast<QPushButton*>(button) && !qobject_cast<QCheckBox*>(button))
            continue;
        if (!button->isVisible() || button->text().isEmpty())
            continue;
        if (button->width() < button->minimumSizeHint().width())
            problems.append(QStringLiteral("%1: %2 px wide, needs %3")
                                .arg(widgetName(button, button->text()))
                                .arg(button->width())
                                .arg(button->minimumSizeHint().width()));
    }
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->wordWrap() || label->text().isEmpty())
            continue;
        const bool rich = label->textFormat() == Qt::RichText ||
                          (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        QString shown = label->text();
        if (rich) {
            QTextDocument document;
            document.setHtml(shown);
            shown = document.toPlainText();
        }
        const int room = label->contentsRect().width() - 2 * std::max(0, label->margin());
        for (const QString& line : shown.split(QLatin1Char('\n'))) {
            const int needed = label->fontMetrics().horizontalAdvance(withoutAccelerators(line));
            if (needed > room)
                problems.append(QStringLiteral("%1: line \"%2\" needs %3 px, has %4")
                                    .arg(widgetName(label, label->text()), line)
                                    .arg(needed)
                                    .arg(room));
        }
    }
    return problems;
}

// RULES.md's ship names, by core's English key; the Classic fleet's one-cell ship has a name of its
// own, as in each language's tradition (a Custom fleet may hold both).
const std::map<std::string, QMap<QString, QString>>& shipNames()
{
    static const std::map<std::string, QMap<QString, QString>> names = {
        {"Carrier", {{"en", "Carrier"}, {"fr", "Porte-avions"}, {"pt", "Porta-aviões"}, {"it", "Portaerei"}}},
        {"Battleship", {{"en", "Battleship"}, {"fr", "Cuirassé"}, {"pt", "Couraçado"}, {"it", "Corazzata"}}},
        {"Cruiser", {{"en", "Cruiser"}, {"fr", "Croiseur"}, {"pt", "Cruzador"}, {"it", "Incrociatore"}}},
        {"Submarine",
         {{"en", "Submarine"}, {"fr", "Sous-marin"}, {"pt", "Submarino"}, {"it", "Sottomarino"}}},
        {"Destroyer",
         {{"en", "Destroyer"},
          {"fr", "Destroyer"},
          {"pt", "Contratorpedeiro"},
          {"it", "Cacciatorpediniere"}}},
        {"Patrol boat",
         {{"en", "Patrol boat"}, {"fr", "Vedette"}, {"pt", "Lancha de patrulha"}, {"it", "Motovedetta"}}},
        {"Torpedo boat",
         {{"en", "Torpedo boat"}, {"fr", "Torpilleur"}, {"pt", "Torpedeiro"}, {"it", "Torpediniera"}}},
    };
    return names;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void tsFilesAreComplete_data();
    void tsFilesAreComplete();
    void languageSwitchesLive();
    void nothingIsClipped_data();
    void nothingIsClipped();
    void shotAnnouncementsUseTheRulesWords();
    void qtDialogsAreTranslated();
    void portugueseIsPortugals();
    void noPluralHacks_data();
    void noPluralHacks();
    void everyClassHasItsOwnName();
    void customClassNamesAreShownAsTyped();
    void unknownLanguageIsRefused();
};

void TestTranslations::tsFilesAreComplete_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : kLanguages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::tsFilesAreComplete()
{
    QFETCH(QString, language);
    const TsFile file = readTs(tsPath(language));
    QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
    QVERIFY(!file.messages.isEmpty());

    // RULES.md: the grid is the "grille", the "grelha", the "griglia".
    static const QMap<QString, QString> gridWord = {{"fr", "grille"}, {"pt", "grelha"}, {"it", "griglia"}};
    static const QRegularExpression gridInSource(QStringLiteral("\\bgrids?\\b"),
                                                 QRegularExpression::CaseInsensitiveOption);

    QStringList problems;
    for (const TsMessage& m : file.messages) {
        const QString where = m.context + QStringLiteral(": \"") + m.source + QLatin1Char('"');
        if (m.type == QLatin1String("unfinished") || m.type == QLatin1String("obsolete") ||
            m.type == QLatin1String("vanished"))
            problems.append(QStringLiteral("%1 is %2").arg(where, m.type));
        if (m.translations.isEmpty())
            problems.append(QStringLiteral("%1 has no translation").arg(where));
        for (const QString& translation : m.translations) {
            if (translation.isEmpty()) {
                if (language != QLatin1String("en"))
                    problems.append(QStringLiteral("%1 has an empty translation").arg(where));
                continue;
            }
            if (placeholders(translation) != placeholders(m.source))
                problems.append(QStringLiteral("%1: placeholders %2 in \"%3\", %4 in the source")
                                    .arg(where, describe(placeholders(translation)), translation,
                                         describe(placeholders(m.source))));
            if (accelerators(translation) != accelerators(m.source))
                problems.append(QStringLiteral("%1: %2 accelerator(s) in \"%3\", %4 in the source")
                                    .arg(where)
                                    .arg(accelerators(translation))
                                    .arg(translation)
                                    .arg(accelerators(m.source)));
            if (gridWord.contains(language) && gridInSource.match(m.source).hasMatch() &&
                !translation.contains(gridWord[language], Qt::CaseInsensitive))
                problems.append(QStringLiteral("%1: \"%2\" does not call the grid \"%3\"")
                                    .arg(where, translation, gridWord[language]));
        }
    }

    // The four files translate the same messages.
    auto keys = [](const TsFile& f) {
        QSet<QString> set;
        for (const TsMessage& m : f.messages)
            set.insert(m.context + QStringLiteral(": \"") + m.source + QLatin1Char('"'));
        return set;
    };
    const QSet<QString> mine = keys(file);
    for (const QString& other : kLanguages) {
        if (other == language)
            continue;
        const TsFile otherFile = readTs(tsPath(other));
        QVERIFY2(otherFile.error.isEmpty(), qPrintable(otherFile.error));
        const QSet<QString> theirs = keys(otherFile);
        for (const QString& key : mine - theirs)
            problems.append(QStringLiteral("%1 is not in seabattle_%2.ts").arg(key, other));
        for (const QString& key : theirs - mine)
            problems.append(QStringLiteral("%1 of seabattle_%2.ts is missing").arg(key, other));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("seabattle_%1.ts:\n  ").arg(language) +
                                            problems.join(QStringLiteral("\n  "))));
}

void TestTranslations::languageSwitchesLive()
{
    LanguageSwitch languages;
    QVERIFY(languages.apply(QStringLiteral("en")));
    MainWindow window;
    window.resize(1000, 680);
    window.showPlacement();
    window.placementView()->start(Ruleset::standard(), 1);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PlacementView placement;
    placement.start(Ruleset::standard(), 7);
    placement.randomButton()->click(); // a whole fleet: Ready, not the ships left to place
    NewGameDialog dialog;
    GameOverBanner banner;
    banner.present(GameOverBanner::Outcome::Victory, QStringLiteral("x"), {40, 18, 95});
    BattleView battle;

    auto collect = [&] {
        QList<std::pair<QString, QString>> texts;
        texts.append({QStringLiteral("main/windowTitle"), window.windowTitle()});
        texts.append({QStringLiteral("main/displayName"), QGuiApplication::applicationDisplayName()});
        collectMenu(window.menuBar()->actions(), QStringLiteral("main/menu"), texts);
        collectWidgets(&dialog, QStringLiteral("dialog"), texts);
        collectWidgets(&banner, QStringLiteral("banner"), texts);
        collectWidgets(&placement, QStringLiteral("placement"), texts);
        collectWidgets(&battle, QStringLiteral("battle"), texts);
        return texts;
    };

    const QStringList order = {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("pt"),
                               QStringLiteral("it"), QStringLiteral("en")};
    QList<QList<std::pair<QString, QString>>> seen;
    QString readyInFrench;
    QString fleetTableProblems;
    for (const QString& language : order) {
        QVERIFY(languages.apply(language));
        QCOMPARE(languages.current(), language);
        QCoreApplication::processEvents();
        seen.append(collect());
        if (language == QLatin1String("fr"))
            readyInFrench = placement.readyButton()->text();
        // The new-game dialog's fleet table names the Standard fleet's ships in the language too.
        QStringList shown, expected;
        for (int row = 0; row < dialog.fleetTable()->rowCount(); ++row) {
            const auto* name = qobject_cast<QLineEdit*>(dialog.fleetTable()->cellWidget(row, 0));
            shown.append(name ? name->text() : QString());
            expected.append(shipClassName(Ruleset::standard().fleet[std::size_t(row)]));
        }
        fleetTableProblems +=
            shown == expected
                ? QString()
                : QStringLiteral("%1: the new-game dialog's fleet table shows [%2], not [%3]\n")
                      .arg(language, shown.join(QStringLiteral(", ")), expected.join(QStringLiteral(", ")));
    }

    // Every set differs from every other; the window title (where the game is: placing the fleet)
    // and the name the desktop adds to it too.
    static const QStringList names = {QStringLiteral("Sea Battle"), QStringLiteral("Bataille navale"),
                                      QStringLiteral("Batalha Naval"), QStringLiteral("Battaglia navale")};
    static const QStringList titles = {
        QStringLiteral("Place your fleet"), QStringLiteral("Placez votre flotte"),
        QStringLiteral("Posicione a sua frota"), QStringLiteral("Posiziona la tua flotta")};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(textOf(seen[i], QStringLiteral("main/displayName")), names[i]);
        QCOMPARE(textOf(seen[i], QStringLiteral("main/windowTitle")), titles[i]);
        for (int j = i + 1; j < 4; ++j)
            QVERIFY2(seen[i] != seen[j], qPrintable(order[i] + QStringLiteral(" and ") + order[j] +
                                                    QStringLiteral(" show the same texts")));
    }
    // Back to English: exactly the first texts again.
    QCOMPARE(seen[4], seen[0]);

    // RULES.md's words, where the player reads them.
    const auto& fr = seen[1];
    QVERIFY2(
        readyInFrench == QStringLiteral("P&rêt") ||
            withoutAccelerators(readyInFrench).contains(QStringLiteral("Prêt")),
        qPrintable(QStringLiteral("fr: the placement view's Ready button reads \"%1\"").arg(readyInFrench)));
    QVERIFY2(anyTextContains(fr, QStringLiteral("dialog/"), QStringLiteral("Rejouer après un touché")),
             "fr: the new-game dialog lacks \"Rejouer après un touché\"");
    QVERIFY2(anyTextContains(seen[2], QStringLiteral("dialog/"),
                             QStringLiteral("Disparar de novo após um acerto")),
             "pt: the new-game dialog lacks \"Disparar de novo após um acerto\"");
    QVERIFY2(anyTextContains(fr, QStringLiteral("battle/"), QStringLiteral("Votre flotte")),
             "fr: no \"Votre flotte\" in the battle view");
    QVERIFY2(anyTextContains(fr, QStringLiteral("battle/"), QStringLiteral("Eaux ennemies")),
             "fr: no \"Eaux ennemies\" in the battle view");
    QVERIFY2(anyTextContains(fr, QStringLiteral("battle/"), QStringLiteral("Rejouer après un touché")),
             "fr: the battle view's badge lacks \"Rejouer après un touché\"");
    QVERIFY2(anyTextContains(seen[2], QStringLiteral("battle/"),
                             QStringLiteral("Disparar de novo após um acerto")),
             "pt: the battle view's badge lacks \"Disparar de novo após um acerto\"");

    // The live widgets themselves are back in English.
    QCOMPARE(placement.readyButton()->text(), QStringLiteral("Rea&dy"));
    QCOMPARE(window.windowTitle(), QStringLiteral("Place your fleet"));

    // No text stays the same in all four languages (a missing translation or retranslation);
    // "OK" is Qt's own word in all four.
    QStringList untranslated;
    for (int k = 0; k < seen[0].size(); ++k) {
        const QString& text = seen[0][k].second;
        if (!text.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))) ||
            withoutAccelerators(text) == QLatin1String("OK"))
            continue;
        bool same = true;
        for (int i = 1; i < 4 && same; ++i)
            same = k < seen[i].size() && seen[i][k].first == seen[0][k].first && seen[i][k].second == text;
        if (same)
            untranslated.append(seen[0][k].first + QStringLiteral(" \"") + text + QLatin1Char('"'));
    }
    QString missing = fleetTableProblems;
    if (!untranslated.isEmpty())
        missing +=
            QStringLiteral("the same in en, fr, pt and it:\n  ") + untranslated.join(QStringLiteral("\n  "));
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
}

void TestTranslations::nothingIsClipped_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"fr", "pt", "it", "en"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestTranslations::nothingIsClipped()
{
    QFETCH(QString, language);
    LanguageSwitch languages;
    QVERIFY(languages.apply(language));
    QCoreApplication::processEvents();
    QStringList problems;

    // The main window at its default size: the placement page, then the battle page with the
    // game-over banner (the BattleView there is the window's 1000 px wide centre).
    MainWindow window;
    window.resize(1000, 680);
    window.placementView()->start(Ruleset::standard(), 1);
    window.showPlacement();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), QSize(1000, 680));
    problems += clippedWidgets(&window);

    ::gameOverBanner(window.battleView())
        ->present(GameOverBanner::Outcome::Victory, QStringLiteral("x"), {40, 18, 95});
    window.showBattle();
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), QSize(1000, 680));
    problems += clippedWidgets(&window);

    // Watch mode's Pause button and speed label.
    window.battleView()->setWatching(true);
    ::gameOverBanner(window.battleView())
        ->present(GameOverBanner::Outcome::Defeat, QStringLiteral("x"), {40, 18, 95});
    QCoreApplication::processEvents();
    problems += clippedWidgets(&window);
    window.close();

    // The new-game dialog at its size hint.
    NewGameDialog dialog;
    dialog.resize(dialog.sizeHint());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCoreApplication::processEvents();
    problems += clippedWidgets(&dialog);
    dialog.close();

    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(),
             qPrintable(language + QStringLiteral(":\n  ") + problems.join(QStringLiteral("\n  "))));
}

void TestTranslations::shotAnnouncementsUseTheRulesWords()
{
    struct Words {
        QString miss, hit, sunk, cruiser;
    };
    const QMap<QString, Words> words = {
        {"en", {"Miss", "Hit", "Sunk", "Cruiser"}},
        // The sinking is the class's own sentence, the class in lower case inside it.
        {"fr", {"Raté", "Touché", "Coulé, ", "croiseur"}},
        {"pt", {"Água", "Acert", "Afundou", "cruzador"}},
        {"it", {"Mancato", "Colpito", "affondato", "incrociatore"}},
    };
    const Ruleset standard = Ruleset::standard();
    const BattlePicture before = pictureOf(Match(standard, Player::One));
    const Coord c7{2, 6};

    LanguageSwitch languages;
    for (const QString& language : kLanguages) {
        QVERIFY(languages.apply(language));
        QCoreApplication::processEvents();
        const Words& w = words[language];
        BattleView view;
        for (Player shooter : {Player::One, Player::Two}) {
            const QString who = language + (shooter == Player::One ? QStringLiteral(", your shot: ")
                                                                   : QStringLiteral(", the enemy's shot: "));
            ShotOutcome miss;
            miss.shot = {shooter, c7};
            miss.result = ShotResult::Miss;
            view.showShot(miss, before);
            QVERIFY2(view.message().contains(w.miss) && view.message().contains(QStringLiteral("C7")),
                     qPrintable(who + view.message()));

            ShotOutcome hit;
            hit.shot = {shooter, c7};
            hit.result = ShotResult::Hit;
            view.showShot(hit, before);
            QVERIFY2(view.message().contains(w.hit) && view.message().contains(QStringLiteral("C7")),
                     qPrintable(who + view.message()));

            ShotOutcome sunk;
            sunk.shot = {shooter, Coord{4, 6}};
            sunk.result = ShotResult::Sunk;
            sunk.sunk = SunkShip{ShipId{2, 0}, {Coord{2, 6}, Coord{3, 6}, Coord{4, 6}}};
            view.showShot(sunk, before);
            QVERIFY2(view.message().contains(w.sunk) && view.message().contains(w.cruiser) &&
                         view.message().contains(QStringLiteral("E7")),
                     qPrintable(who + view.message()));
        }

        for (const Ruleset& rules : {Ruleset::standard(), Ruleset::classic()})
            for (const ShipClass& shipClass : rules.fleet) {
                const auto expected = shipNames().find(shipClass.name);
                QVERIFY2(expected != shipNames().end(), shipClass.name.c_str());
                QCOMPARE(shipClassName(shipClass), expected->second.value(language));
            }
    }
}

void TestTranslations::qtDialogsAreTranslated()
{
    LanguageSwitch languages;
    QVERIFY(languages.apply(QStringLiteral("en")));
    QDialogButtonBox open(QDialogButtonBox::Ok | QDialogButtonBox::Cancel); // open while the language changes
    const std::pair<const char*, const char*> expected[] = {
        {"fr", "Annuler"}, {"pt", "Cancelar"}, {"it", "Annulla"}, {"en", "Cancel"}};
    for (const auto& [language, cancel] : expected) {
        QVERIFY(languages.apply(QString::fromLatin1(language)));
        QCoreApplication::processEvents();
        QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QCOMPARE(withoutAccelerators(box.button(QDialogButtonBox::Cancel)->text()),
                 QString::fromUtf8(cancel));
        QCOMPARE(withoutAccelerators(open.button(QDialogButtonBox::Cancel)->text()),
                 QString::fromUtf8(cancel));
    }
}

void TestTranslations::portugueseIsPortugals()
{
    // Qt's own words in Portugal's Portuguese where Debian has them (qt_pt_PT), Brazil's
    // (qtbase_pt_BR) only where it has not: a file is a "ficheiro", never an "arquivo".
    LanguageSwitch languages;
    QVERIFY(languages.apply(QStringLiteral("pt")));
    const QString fileName = QCoreApplication::translate("QFileDialog", "File &name:");
    QVERIFY2(fileName.contains(QStringLiteral("Ficheiro"), Qt::CaseInsensitive), qPrintable(fileName));
    QCOMPARE(withoutAccelerators(QCoreApplication::translate("QPlatformTheme", "Cancel")),
             QStringLiteral("Cancelar"));
    QVERIFY(languages.apply(QStringLiteral("fr")));
    QVERIFY(!QCoreApplication::translate("QFileDialog", "File &name:")
                 .contains(QStringLiteral("Ficheiro"), Qt::CaseInsensitive));
    QVERIFY(languages.apply(QStringLiteral("en")));
}

void TestTranslations::noPluralHacks_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : kLanguages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::noPluralHacks()
{
    // "touché(s)", "acerto(s)", "nave(i)", "cell(s)": a count is a %n with a form for each number
    // (numerusform), never a word that serves all numbers. The sources may say "(s)": Qt's
    // convention for the English forms.
    QFETCH(QString, language);
    static const QRegularExpression hack(QStringLiteral("\\p{L}\\((?:s|es|x|e|i|a|o|as|os|ne|nes)\\)"));
    static const QRegularExpression countInSource(QStringLiteral("\\p{L}\\((?:e?s)\\)"));
    const TsFile file = readTs(tsPath(language));
    QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
    QStringList problems;
    int numerus = 0;
    for (const TsMessage& m : file.messages) {
        numerus += m.numerus;
        for (const QString& translation : m.translations)
            if (const auto match = hack.match(translation); match.hasMatch())
                problems << QStringLiteral("%1: \"%2\" (%3)").arg(m.context, translation, match.captured());
        // A count in the source is a %n, so that it can have its forms.
        if (!m.numerus && countInSource.match(m.source).hasMatch())
            problems << QStringLiteral("%1: \"%2\" counts without %n").arg(m.context, m.source);
    }
    QVERIFY(numerus >= 10);
    QVERIFY2(problems.isEmpty(),
             qPrintable(language + QStringLiteral(":\n  ") + problems.join(QStringLiteral("\n  "))));
}

void TestTranslations::everyClassHasItsOwnName()
{
    // A Custom fleet may hold every preset class at once: no two may read alike, as a label or
    // inside a sentence; and inside a sentence French, Portuguese and Italian write them in
    // lower case ("votre croiseur").
    std::vector<ShipClass> every;
    for (const Ruleset& rules : {Ruleset::standard(), Ruleset::classic(), Ruleset::hasbro()})
        for (const ShipClass& c : rules.fleet)
            if (std::none_of(every.begin(), every.end(),
                             [&](const ShipClass& e) { return e.name == c.name; }))
                every.push_back(c);
    QCOMPARE(every.size(), std::size_t(7));
    LanguageSwitch languages;
    for (const QString& language : kLanguages) {
        QVERIFY(languages.apply(language));
        const bool english = language == QLatin1String("en");
        QSet<QString> labels, inText;
        for (const ShipClass& c : every) {
            labels.insert(shipClassName(c));
            inText.insert(shipClassNameInText(c));
            QCOMPARE(shipClassNameInText(c), english ? shipClassName(c) : shipClassName(c).toLower());
        }
        QVERIFY2(labels.size() == int(every.size()),
                 qPrintable(language + u' ' + QStringList(labels.begin(), labels.end()).join(u',')));
        QCOMPARE(inText.size(), int(every.size()));
    }
    QVERIFY(languages.apply(QStringLiteral("en")));
}

void TestTranslations::customClassNamesAreShownAsTyped()
{
    // A Custom class's name is the player's own text (theirs or a peer's): never translated,
    // never put in lower case, whatever it looks like.
    LanguageSwitch languages;
    QVERIFY(languages.apply(QStringLiteral("fr")));
    for (const char* typed :
         {"Croiseur lourd", "Dreadnought", "cruiser", "Cruiser ", "%1 & <b>x</b>", "Патруль"}) {
        const ShipClass c{typed, 3, 1};
        QCOMPARE(shipClassName(c), QString::fromUtf8(typed));
        QCOMPARE(shipClassNameInText(c), QString::fromUtf8(typed));
    }
    QVERIFY(languages.apply(QStringLiteral("en")));
}

void TestTranslations::unknownLanguageIsRefused()
{
    LanguageSwitch languages;
    QVERIFY(languages.apply(QStringLiteral("fr")));
    BattleView view;
    const QLabel* title = view.findChild<QLabel*>(QStringLiteral("ownTitle"));
    QVERIFY(title);
    const QString before = title->text();
    QVERIFY(!languages.apply(QStringLiteral("de")));
    QCOMPARE(languages.current(), QStringLiteral("fr"));
    QVERIFY(!languages.apply(QString()));
    QVERIFY(!languages.apply(QStringLiteral("FR ")));
    QCOMPARE(languages.current(), QStringLiteral("fr"));
    QCoreApplication::processEvents();
    QCOMPARE(title->text(), before); // still French
    QCOMPARE(before, QStringLiteral("Votre flotte"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
