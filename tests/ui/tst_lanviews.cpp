// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN match's views: the chat (plain text only), the lobby (waiting, connecting, the rules
// offered), the join dialog (live address checks, games heard), the rules summary a guest reads,
// the words for a caught cheat, and the new-game dialog when hosting.
#include "core/coord.h"
#include "core/layoutproblem.h"
#include "core/peermatch.h"
#include "core/revealcheck.h"
#include "core/ruleset.h"
#include "ui/battle/chatview.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/lobby/joindialog.h"
#include "ui/lobby/lobbyview.h"
#include "ui/words/rulessummary.h"
#include "ui/words/violationwords.h"

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::Ruleset)
Q_DECLARE_METATYPE(seabattle::Violation)
Q_DECLARE_METATYPE(seabattle::ImpossibleAnswer)

namespace {

constexpr int kDefaultPort = 47300;
constexpr Coord kE5{4, 4};
constexpr ShipId kCruiser{2, 0};   // Standard's class 2
constexpr ShipId kSubmarine{3, 0}; // Standard's class 3

// The label in `parent` whose text starts with `start`, or null.
QLabel* labelStartingWith(const QWidget& parent, const QString& start)
{
    for (QLabel* label : parent.findChildren<QLabel*>())
        if (label->text().startsWith(start))
            return label;
    return nullptr;
}

// The plain-text rules shown by a lobby making an offer, or empty.
QString rulesShown(const LobbyView& lobby)
{
    for (const QLabel* label : lobby.findChildren<QLabel*>())
        if (label->text().contains(QStringLiteral("\nFleet: ")))
            return label->isVisibleTo(&lobby) ? label->text() : QString();
    return {};
}

QPushButton* joinButton(const JoinDialog& dialog)
{
    return dialog.buttons()->button(QDialogButtonBox::Ok);
}

QStringList gameTexts(const JoinDialog& dialog)
{
    QStringList texts;
    for (int i = 0; i < dialog.gameList()->count(); ++i)
        texts << dialog.gameList()->item(i)->text();
    return texts;
}

QList<JoinDialog::Game> twoGames()
{
    return {{QStringLiteral("Anaïs"), Preset::Classic, QStringLiteral("127.0.0.1"), 47300},
            {QStringLiteral("Bob"), Preset::Hasbro, QStringLiteral("::1"), 47310}};
}

} // namespace

class TestLanViews : public QObject {
    Q_OBJECT

private slots:
    void chatSendsTrimmedText();
    void chatShowsMessagesAsPlainLines();
    void chatLimitsItsInput();

    void lobbyWaitsWithAddressesToCopy();
    void lobbyShowsTheOfferedRules();
    void lobbyConnectsAndCancels();
    void lobbyNeverReadsMarkup();

    void joinNeedsAValidAddress();
    void joinOffersRecentAddresses();
    void joinListsGamesHeard();
    void joinKeepsSelectionAndTypedAddressOnRefresh();

    void rulesSummaryFollowsTheRules_data();
    void rulesSummaryFollowsTheRules();
    void presetsHaveNames();
    void violationsNameCellAndShip_data();
    void violationsNameCellAndShip();
    void everyViolationHasWords();
    void impossibleAnswersNameCellAndShip_data();
    void impossibleAnswersNameCellAndShip();
    void everyImpossibleAnswerHasWords();

    void newGameDialogHosts();
    void newGameDialogNotHostingHidesHostFields();
};

// --- Chat ----------------------------------------------------------------------------------------

void TestLanViews::chatSendsTrimmedText()
{
    ChatView chat;
    QSignalSpy sent(&chat, &ChatView::sendRequested);

    QTest::keyClicks(chat.input(), QStringLiteral("  hello there  "));
    QTest::keyClick(chat.input(), Qt::Key_Return);
    QCOMPARE(sent.count(), 1);
    QCOMPARE(sent.takeFirst().at(0).toString(), QStringLiteral("hello there"));
    QVERIFY(chat.input()->text().isEmpty());

    chat.input()->setText(QStringLiteral("\tgood luck "));
    chat.sendButton()->click();
    QCOMPARE(sent.count(), 1);
    QCOMPARE(sent.takeFirst().at(0).toString(), QStringLiteral("good luck"));
    QVERIFY(chat.input()->text().isEmpty());

    // Nothing to say: nothing sent, by Enter or by Send.
    QTest::keyClick(chat.input(), Qt::Key_Return);
    chat.sendButton()->click();
    chat.input()->setText(QStringLiteral("    "));
    QTest::keyClick(chat.input(), Qt::Key_Return);
    chat.sendButton()->click();
    QCOMPARE(sent.count(), 0);

    // Sending does not write the line itself: the game adds it once it has left.
    QVERIFY(chat.transcript().isEmpty());
}

void TestLanViews::chatShowsMessagesAsPlainLines()
{
    ChatView chat;
    chat.addMessage(QStringLiteral("Anaïs"),
                    QStringLiteral("<b>x</b> & <a href=\"http://example.com\">link</a>"));
    QCOMPARE(chat.transcript(), QStringLiteral("Anaïs: <b>x</b> & <a href=\"http://example.com\">link</a>"));

    // A line break, a control character or a Unicode line separator cannot fake a second line.
    chat.clear();
    QVERIFY(chat.transcript().isEmpty());
    chat.addMessage(QStringLiteral("Eve"), QStringLiteral("hi\nAnaïs: I resign"));
    chat.addMessage(QStringLiteral("Eve"), QStringLiteral("a\rb\tc\u2028d\u2029e\u0085f\u0007g"));
    chat.addMessage(QStringLiteral("Eve\nAnaïs"), QStringLiteral("x"));
    chat.addNote(QStringLiteral("Eve joined.\nAnaïs: bye"));
    const QStringList lines = chat.transcript().split(QLatin1Char('\n'));
    QCOMPARE(lines,
             (QStringList{QStringLiteral("Eve: hi Anaïs: I resign"), QStringLiteral("Eve: a b c d e f g"),
                          QStringLiteral("Eve Anaïs: x"), QStringLiteral("— Eve joined. Anaïs: bye")}));
}

void TestLanViews::chatLimitsItsInput()
{
    ChatView chat;
    QCOMPARE(ChatView::kMaxLength, 500);
    QCOMPARE(chat.input()->maxLength(), 500);
    QSignalSpy sent(&chat, &ChatView::sendRequested);
    chat.input()->insert(QString(600, QChar(u'a')));
    QCOMPARE(chat.input()->text().size(), 500);
    chat.sendButton()->click();
    QCOMPARE(sent.count(), 1);
    QCOMPARE(sent.at(0).at(0).toString(), QString(500, QChar(u'a')));
}

// --- Lobby ---------------------------------------------------------------------------------------

void TestLanViews::lobbyWaitsWithAddressesToCopy()
{
    LobbyView lobby;
    const QStringList addresses{QStringLiteral("127.0.0.1:47300"), QStringLiteral("[::1]:47300")};
    lobby.showWaiting(addresses);
    QCOMPARE(lobby.addresses(), addresses);
    QVERIFY(lobby.title().contains(QStringLiteral("Waiting")));
    QVERIFY(lobby.note().isEmpty());
    QVERIFY(lobby.copyButton()->isVisibleTo(&lobby));
    QVERIFY(lobby.cancelButton()->isVisibleTo(&lobby));
    QVERIFY(!lobby.acceptButton()->isVisibleTo(&lobby));
    QVERIFY(!lobby.declineButton()->isVisibleTo(&lobby));
    QVERIFY(rulesShown(lobby).isEmpty());

    QGuiApplication::clipboard()->setText(QStringLiteral("something else"));
    lobby.copyButton()->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), addresses.join(QLatin1Char('\n')));
    QVERIFY(lobby.note().contains(QStringLiteral("Copied")));

    // Waiting again (another port) replaces the list and clears the old note.
    lobby.showWaiting({QStringLiteral("127.0.0.1:47301")});
    QCOMPARE(lobby.addresses(), QStringList{QStringLiteral("127.0.0.1:47301")});
    QVERIFY(lobby.note().isEmpty());
}

void TestLanViews::lobbyShowsTheOfferedRules()
{
    LobbyView lobby;
    QSignalSpy accepted(&lobby, &LobbyView::acceptRequested);
    QSignalSpy declined(&lobby, &LobbyView::declineRequested);
    QSignalSpy cancelled(&lobby, &LobbyView::cancelRequested);

    lobby.showOffer(QStringLiteral("Anaïs"), Ruleset::classic(), true);
    QVERIFY(lobby.title().contains(QStringLiteral("Anaïs")));
    QString rules = rulesShown(lobby);
    QVERIFY2(rules.contains(QStringLiteral("Classic rules")), qPrintable(rules));
    QVERIFY2(rules.contains(QStringLiteral("4 × Torpedo boat")), qPrintable(rules));
    QVERIFY2(rules.contains(QStringLiteral("1 × Battleship")), qPrintable(rules));
    QVERIFY2(rules.contains(QStringLiteral("You fire first.")), qPrintable(rules));
    QVERIFY(!rules.contains(QStringLiteral("Your opponent fires first.")));
    QVERIFY(lobby.acceptButton()->isVisibleTo(&lobby));
    QVERIFY(lobby.declineButton()->isVisibleTo(&lobby));
    QVERIFY(!lobby.copyButton()->isVisibleTo(&lobby));
    QVERIFY(!lobby.cancelButton()->isVisibleTo(&lobby));

    lobby.acceptButton()->click();
    QCOMPARE(accepted.count(), 1);
    lobby.declineButton()->click();
    QCOMPARE(declined.count(), 1);
    QCOMPARE(cancelled.count(), 0);

    lobby.showOffer(QStringLiteral("Bob"), Ruleset::hasbro(), false);
    rules = rulesShown(lobby);
    QVERIFY2(rules.contains(QStringLiteral("Hasbro rules")), qPrintable(rules));
    QVERIFY2(rules.contains(QStringLiteral("Your opponent fires first.")), qPrintable(rules));
    QVERIFY(!rules.contains(QStringLiteral("You fire first.")));

    // Once the offer is answered, the rules and the offer's buttons go.
    lobby.showGuestReading(QStringLiteral("Bob"));
    QVERIFY(lobby.title().contains(QStringLiteral("Bob")));
    QVERIFY(rulesShown(lobby).isEmpty());
    QVERIFY(!lobby.acceptButton()->isVisibleTo(&lobby));
    QVERIFY(!lobby.declineButton()->isVisibleTo(&lobby));
    QVERIFY(lobby.cancelButton()->isVisibleTo(&lobby));
}

void TestLanViews::lobbyConnectsAndCancels()
{
    LobbyView lobby;
    QSignalSpy cancelled(&lobby, &LobbyView::cancelRequested);
    lobby.showConnecting(QStringLiteral("[::1]:47310"));
    QVERIFY2(lobby.title().contains(QStringLiteral("[::1]:47310")), qPrintable(lobby.title()));
    QVERIFY(!lobby.acceptButton()->isVisibleTo(&lobby));
    QVERIFY(!lobby.copyButton()->isVisibleTo(&lobby));
    QVERIFY(lobby.cancelButton()->isVisibleTo(&lobby));
    lobby.setNote(QStringLiteral("Nobody answers at that address."));
    QCOMPARE(lobby.note(), QStringLiteral("Nobody answers at that address."));
    lobby.cancelButton()->click();
    QCOMPARE(cancelled.count(), 1);
}

void TestLanViews::lobbyNeverReadsMarkup()
{
    // The peer's name and the notes are shown as typed, never as rich text.
    LobbyView lobby;
    const QString name = QStringLiteral("<img src=\"x\"><b>Eve</b>");
    lobby.showOffer(name, Ruleset::standard(), false);
    QVERIFY(lobby.title().contains(name));
    for (const QLabel* label : lobby.findChildren<QLabel*>())
        QCOMPARE(label->textFormat(), Qt::PlainText);
}

// --- Join dialog ---------------------------------------------------------------------------------

void TestLanViews::joinNeedsAValidAddress()
{
    JoinDialog dialog(kDefaultPort);
    QVERIFY(dialog.addressText().isEmpty());
    QVERIFY(!joinButton(dialog)->isEnabled());
    QVERIFY(!dialog.problem().isEmpty());
    QVERIFY(!dialog.address());

    QTest::keyClicks(dialog.addressBox()->lineEdit(), QStringLiteral("127.0.0.1"));
    QVERIFY(joinButton(dialog)->isEnabled());
    QVERIFY(dialog.problem().isEmpty());
    QCOMPARE(dialog.address(), (std::optional<HostPort>{HostPort{"127.0.0.1", kDefaultPort}}));

    QString previousProblem;
    for (const QString& bad :
         {QStringLiteral(":47300"), QStringLiteral("127.0.0.1:"), QStringLiteral("127.0.0.1:70000"),
          QStringLiteral("my pc"), QStringLiteral("[::1")}) {
        dialog.addressBox()->setEditText(bad);
        QVERIFY2(!joinButton(dialog)->isEnabled(), qPrintable(bad));
        QVERIFY2(!dialog.problem().isEmpty(), qPrintable(bad));
        QVERIFY2(!dialog.address(), qPrintable(bad));
    }
    // Each kind of mistake is explained in its own words.
    dialog.addressBox()->setEditText(QStringLiteral(":47300"));
    const QString missingHost = dialog.problem();
    dialog.addressBox()->setEditText(QStringLiteral("h:0"));
    const QString badPort = dialog.problem();
    dialog.addressBox()->setEditText(QStringLiteral("a b"));
    const QString badHost = dialog.problem();
    QVERIFY(missingHost != badPort && badPort != badHost && missingHost != badHost);

    dialog.addressBox()->setEditText(QStringLiteral(" [::1]:47310 "));
    QVERIFY(joinButton(dialog)->isEnabled());
    QCOMPARE(dialog.addressText(), QStringLiteral("[::1]:47310"));
    QCOMPARE(dialog.address(), (std::optional<HostPort>{HostPort{"::1", 47310}}));

    dialog.addressBox()->lineEdit()->clear();
    QVERIFY(!joinButton(dialog)->isEnabled());

    dialog.setPlayerName(QStringLiteral("  Anaïs "));
    QCOMPARE(dialog.playerName(), QStringLiteral("Anaïs"));
}

void TestLanViews::joinOffersRecentAddresses()
{
    JoinDialog dialog(kDefaultPort);
    dialog.setRecent({QStringLiteral("127.0.0.1:47301"), QStringLiteral("::1")});
    QCOMPARE(dialog.addressText(), QStringLiteral("127.0.0.1:47301"));
    QCOMPARE(dialog.addressBox()->count(), 2);
    QVERIFY(joinButton(dialog)->isEnabled());
    QCOMPARE(dialog.address(), (std::optional<HostPort>{HostPort{"127.0.0.1", 47301}}));

    dialog.addressBox()->setCurrentIndex(1);
    QCOMPARE(dialog.address(), (std::optional<HostPort>{HostPort{"::1", kDefaultPort}}));

    dialog.setRecent({});
    QVERIFY(dialog.addressText().isEmpty());
    QVERIFY(!joinButton(dialog)->isEnabled());
}

void TestLanViews::joinListsGamesHeard()
{
    JoinDialog dialog(kDefaultPort);
    QCOMPARE(dialog.gameList()->count(), 0);
    dialog.setGames(twoGames());
    const QStringList texts = gameTexts(dialog);
    QCOMPARE(texts.size(), 2);
    QVERIFY2(texts[0].contains(QStringLiteral("Anaïs")) && texts[0].contains(QStringLiteral("Classic")) &&
                 texts[0].contains(QStringLiteral("127.0.0.1:47300")),
             qPrintable(texts[0]));
    QVERIFY2(texts[1].contains(QStringLiteral("Bob")) && texts[1].contains(QStringLiteral("Hasbro")) &&
                 texts[1].contains(QStringLiteral("[::1]:47310")),
             qPrintable(texts[1]));
    // Listing games does not choose one.
    QVERIFY(dialog.addressText().isEmpty());

    dialog.gameList()->setCurrentRow(1);
    QCOMPARE(dialog.addressText(), QStringLiteral("[::1]:47310"));
    QVERIFY(joinButton(dialog)->isEnabled());
    QCOMPARE(dialog.address(), (std::optional<HostPort>{HostPort{"::1", 47310}}));
    dialog.gameList()->setCurrentRow(0);
    QCOMPARE(dialog.addressText(), QStringLiteral("127.0.0.1:47300"));
    QCOMPARE(dialog.address(), (std::optional<HostPort>{HostPort{"127.0.0.1", 47300}}));

    dialog.setGames({});
    QCOMPARE(dialog.gameList()->count(), 0);
    QCOMPARE(dialog.addressText(), QStringLiteral("127.0.0.1:47300")); // the address stays
}

void TestLanViews::joinKeepsSelectionAndTypedAddressOnRefresh()
{
    JoinDialog dialog(kDefaultPort);
    QList<JoinDialog::Game> games = twoGames();
    dialog.setGames(games);
    dialog.gameList()->setCurrentRow(1);
    QCOMPARE(dialog.addressText(), QStringLiteral("[::1]:47310"));

    // The player edits the address; the games heard are refreshed, in another order (newest
    // first) and with a third one: the selection follows its game, the address is not retyped.
    dialog.addressBox()->lineEdit()->selectAll();
    QTest::keyClicks(dialog.addressBox()->lineEdit(), QStringLiteral("127.0.0.1:47399"));
    QCOMPARE(dialog.addressText(), QStringLiteral("127.0.0.1:47399"));
    std::swap(games[0], games[1]);
    games.append({QStringLiteral("Chloé"), Preset::Standard, QStringLiteral("127.0.0.1"), 47377});
    dialog.setGames(games);
    QCOMPARE(dialog.gameList()->count(), 3);
    QVERIFY(dialog.gameList()->currentItem());
    QCOMPARE(dialog.gameList()->currentRow(), 0);
    QVERIFY(dialog.gameList()->currentItem()->text().contains(QStringLiteral("Bob")));
    QCOMPARE(dialog.addressText(), QStringLiteral("127.0.0.1:47399"));

    // The same games again: nothing moves.
    dialog.setGames(games);
    QCOMPARE(dialog.gameList()->currentRow(), 0);
    QCOMPARE(dialog.addressText(), QStringLiteral("127.0.0.1:47399"));

    // Choosing a game after that does fill in its address.
    dialog.gameList()->setCurrentRow(2);
    QCOMPARE(dialog.addressText(), QStringLiteral("127.0.0.1:47377"));

    // The selected game stops announcing itself: no selection, the address stays.
    games.removeLast();
    dialog.setGames(games);
    QVERIFY(!dialog.gameList()->currentItem());
    QCOMPARE(dialog.addressText(), QStringLiteral("127.0.0.1:47377"));
}

// --- Rules and cheats in words -------------------------------------------------------------------

void TestLanViews::rulesSummaryFollowsTheRules_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<bool>("youFireFirst");
    QTest::addColumn<QStringList>("lines");    // exact lines shown
    QTest::addColumn<QStringList>("mentions"); // parts of the text
    QTest::addColumn<QStringList>("omits");

    QTest::newRow("Standard")
        << Ruleset::standard() << true
        << QStringList{"Standard rules",
                       "Fleet: 1 × Carrier (5 cells), 1 × Battleship (4 cells), 1 × Cruiser (3 cells), "
                       "1 × Submarine (3 cells), 1 × Destroyer (2 cells), 1 × Patrol boat (1 cells)",
                       "Ships may not touch, not even by a corner.", "The turn passes after every shot.",
                       "You fire first."}
        << QStringList{} << QStringList{"another shot", "marked", "opponent fires first"};
    Ruleset standardShootAgain = Ruleset::standard();
    standardShootAgain.shootAgainAfterHit = true;
    QTest::newRow("Standard, shoot again")
        << standardShootAgain << false
        << QStringList{"Standard rules", "A hit gives another shot.", "Your opponent fires first."}
        << QStringList{} << QStringList{"turn passes", "marked", "You fire first"};
    Ruleset standardMarked = Ruleset::standard();
    standardMarked.markAroundSunk = true;
    QTest::newRow("Standard, marking")
        << standardMarked << true
        << QStringList{"The cells around a sunk ship are marked.", "The turn passes after every shot."}
        << QStringList{} << QStringList{"another shot"};
    QTest::newRow("Classic") << Ruleset::classic() << true
                             << QStringList{"Classic rules", "Ships may not touch, not even by a corner.",
                                            "A hit gives another shot.",
                                            "The cells around a sunk ship are marked."}
                             << QStringList{"1 × Battleship (4 cells)", "2 × Cruiser (3 cells)",
                                            "3 × Destroyer (2 cells)", "4 × Torpedo boat (1 cells)"}
                             << QStringList{"turn passes", "Carrier"};
    QTest::newRow("Hasbro") << Ruleset::hasbro() << false
                            << QStringList{"Hasbro rules", "Ships may touch.",
                                           "The turn passes after every shot.", "Your opponent fires first."}
                            << QStringList{"1 × Carrier (5 cells)"}
                            << QStringList{"Patrol boat", "corner", "marked", "another shot"};
    Ruleset custom = Ruleset::standard();
    custom.preset = Preset::Custom;
    custom.fleet = {{"Raft", 2, 3}, {"Cruiser", 3, 0}, {"<b>Ark</b>", 6, 1}};
    custom.touching = TouchingRule::NoSideContact;
    custom.shootAgainAfterHit = true;
    custom.markAroundSunk = true;
    QTest::newRow("Custom") << custom << true
                            << QStringList{"Custom rules",
                                           "Fleet: 3 × Raft (2 cells), 1 × <b>Ark</b> (6 cells)",
                                           "Ships may touch by the corners only.",
                                           "A hit gives another shot.",
                                           "The cells around a sunk ship are marked.",
                                           "You fire first."}
                            << QStringList{} << QStringList{"Cruiser", "not even by a corner"};
}

void TestLanViews::rulesSummaryFollowsTheRules()
{
    QFETCH(Ruleset, rules);
    QFETCH(bool, youFireFirst);
    QFETCH(QStringList, lines);
    QFETCH(QStringList, mentions);
    QFETCH(QStringList, omits);
    const QString text = rulesSummary(rules, youFireFirst);
    const QStringList shown = text.split(QLatin1Char('\n'));
    for (const QString& line : lines)
        QVERIFY2(shown.contains(line), qPrintable(QStringLiteral("%1\n---\n%2").arg(line, text)));
    for (const QString& m : mentions)
        QVERIFY2(text.contains(m), qPrintable(QStringLiteral("%1\n---\n%2").arg(m, text)));
    for (const QString& o : omits)
        QVERIFY2(!text.contains(o), qPrintable(QStringLiteral("%1\n---\n%2").arg(o, text)));
    // Who fires first is always said, exactly once.
    QCOMPARE(shown.count(QStringLiteral("You fire first.")) +
                 shown.count(QStringLiteral("Your opponent fires first.")),
             1);
}

void TestLanViews::presetsHaveNames()
{
    QCOMPARE(presetName(Preset::Standard), QStringLiteral("Standard"));
    QCOMPARE(presetName(Preset::Classic), QStringLiteral("Classic"));
    QCOMPARE(presetName(Preset::Hasbro), QStringLiteral("Hasbro"));
    QCOMPARE(presetName(Preset::Custom), QStringLiteral("Custom"));
}

void TestLanViews::violationsNameCellAndShip_data()
{
    QTest::addColumn<Violation>("violation");
    QTest::addColumn<QStringList>("mentions");
    using Kind = Violation::Kind;
    QTest::newRow("illegal fleet") << Violation{Kind::IllegalFleet, -1, {}, std::nullopt, std::nullopt, {}}
                                   << QStringList{"The fleet they revealed breaks the rules."};
    const LayoutProblem overlap{LayoutProblem::Kind::Overlap, {ShipId{0, 0}, kCruiser}, {kE5}};
    QTest::newRow("illegal fleet, with the problem")
        << Violation{Kind::IllegalFleet, -1, {}, std::nullopt, std::nullopt, {overlap}}
        << QStringList{"breaks the rules", "overlaps the Cruiser"};
    QTest::newRow("false miss") << Violation{Kind::FalseMiss, 3, kE5, kCruiser, std::nullopt, {}}
                                << QStringList{"They answered Miss at E5. Their Cruiser was there."};
    QTest::newRow("false hit") << Violation{Kind::FalseHit, 3, kE5, std::nullopt, std::nullopt, {}}
                               << QStringList{"They announced a hit at E5, but there was only water."};
    QTest::newRow("false sunk, another ship")
        << Violation{Kind::FalseSunk, 3, kE5, kCruiser, kSubmarine, {}}
        << QStringList{"They announced their Submarine sunk at E5. Their Cruiser was there."};
    QTest::newRow("false sunk, still afloat") << Violation{Kind::FalseSunk, 3, kE5, kCruiser, kCruiser, {}}
                                              << QStringList{"Cruiser", "E5", "not sunk"};
    QTest::newRow("false sunk, water") << Violation{Kind::FalseSunk, 3, kE5, std::nullopt, kSubmarine, {}}
                                       << QStringList{"Submarine", "E5", "not sunk"};
    QTest::newRow("missed sunk") << Violation{Kind::MissedSunk, 3, {9, 9}, kSubmarine, std::nullopt, {}}
                                 << QStringList{"They answered Hit at J10. That shot sank their Submarine."};
    QTest::newRow("ship out of the fleet")
        << Violation{Kind::FalseMiss, 3, kE5, ShipId{42, 0}, std::nullopt, {}}
        << QStringList{"They answered Miss at E5"};
}

void TestLanViews::violationsNameCellAndShip()
{
    QFETCH(Violation, violation);
    QFETCH(QStringList, mentions);
    const QString text = violationText(violation, Ruleset::standard());
    for (const QString& m : mentions)
        QVERIFY2(text.contains(m), qPrintable(QStringLiteral("%1\n---\n%2").arg(m, text)));
}

void TestLanViews::everyViolationHasWords()
{
    const Ruleset rules = Ruleset::standard();
    for (int k = 0; k <= int(Violation::Kind::MissedSunk); ++k) {
        const auto kind = Violation::Kind(k);
        const Violation v{kind, kind == Violation::Kind::IllegalFleet ? -1 : 0, kE5, kCruiser, kSubmarine,
                          {}};
        const QString text = violationText(v, rules);
        QVERIFY2(!text.isEmpty(), qPrintable(QString::number(k)));
        if (kind != Violation::Kind::IllegalFleet)
            QVERIFY2(text.contains(QStringLiteral("E5")), qPrintable(text));
    }
}

void TestLanViews::impossibleAnswersNameCellAndShip_data()
{
    QTest::addColumn<ImpossibleAnswer>("impossible");
    QTest::addColumn<QStringList>("mentions");
    using Kind = ImpossibleAnswer::Kind;
    QTest::newRow("no shot pending") << ImpossibleAnswer{Kind::NoShotPending, kE5, std::nullopt}
                                     << QStringList{"They answered a shot you never fired."};
    QTest::newRow("wrong cell") << ImpossibleAnswer{Kind::WrongCell, kE5, std::nullopt}
                                << QStringList{"They answered a shot you never fired."};
    QTest::newRow("sunk without ship") << ImpossibleAnswer{Kind::SunkWithoutShip, kE5, std::nullopt}
                                       << QStringList{"Their answer at E5 cannot be true", "name the ship"};
    QTest::newRow("not in fleet") << ImpossibleAnswer{Kind::NotInFleet, kE5, ShipId{9, 0}}
                                  << QStringList{"Their answer at E5 cannot be true", "not in the fleet"};
    QTest::newRow("already sunk")
        << ImpossibleAnswer{Kind::AlreadySunk, kE5, kCruiser}
        << QStringList{"Their answer at E5 cannot be true: their Cruiser was already sunk."};
    QTest::newRow("wrong cells") << ImpossibleAnswer{Kind::WrongCells, {0, 9}, kSubmarine}
                                 << QStringList{"Their answer at A10 cannot be true", "their Submarine"};
    QTest::newRow("fleet cannot hide") << ImpossibleAnswer{Kind::FleetCannotHide, kE5, std::nullopt}
                                       << QStringList{"Their answer at E5 cannot be true", "still afloat"};
    QTest::newRow("unsunk fleet") << ImpossibleAnswer{Kind::UnsunkFleet, kE5, std::nullopt}
                                  << QStringList{"Their answer at E5 cannot be true", "every ship sunk"};
}

void TestLanViews::impossibleAnswersNameCellAndShip()
{
    QFETCH(ImpossibleAnswer, impossible);
    QFETCH(QStringList, mentions);
    const QString text = impossibleAnswerText(impossible, Ruleset::standard());
    for (const QString& m : mentions)
        QVERIFY2(text.contains(m), qPrintable(QStringLiteral("%1\n---\n%2").arg(m, text)));
}

void TestLanViews::everyImpossibleAnswerHasWords()
{
    const Ruleset rules = Ruleset::classic();
    for (int k = 0; k <= int(ImpossibleAnswer::Kind::UnsunkFleet); ++k) {
        const auto kind = ImpossibleAnswer::Kind(k);
        const QString text = impossibleAnswerText({kind, kE5, ShipId{3, 1}}, rules); // a Classic Torpedo boat
        QVERIFY2(!text.isEmpty(), qPrintable(QString::number(k)));
        if (kind != ImpossibleAnswer::Kind::NoShotPending && kind != ImpossibleAnswer::Kind::WrongCell)
            QVERIFY2(text.contains(QStringLiteral("E5")), qPrintable(text));
        if (kind == ImpossibleAnswer::Kind::AlreadySunk || kind == ImpossibleAnswer::Kind::WrongCells)
            QVERIFY2(text.contains(QStringLiteral("Torpedo boat")), qPrintable(text));
    }
}

// --- New game, hosting -----------------------------------------------------------------------------

void TestLanViews::newGameDialogHosts()
{
    NewGameDialog dialog;
    QVERIFY(!dialog.isHosting());
    dialog.setHosting(true);
    QVERIFY(dialog.isHosting());
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Host a LAN game"));
    QCOMPARE(dialog.okButton()->text(), QStringLiteral("&Host"));
    QVERIFY(!dialog.opponentBox()->isVisibleTo(&dialog));
    QVERIFY(dialog.portBox()->isVisibleTo(&dialog));
    const QLabel* nameLabel = labelStartingWith(dialog, QStringLiteral("Your &name"));
    QVERIFY(nameLabel);
    QVERIFY(nameLabel->isVisibleTo(&dialog));
    auto* nameEdit = qobject_cast<QLineEdit*>(nameLabel->buddy());
    QVERIFY(nameEdit);
    QVERIFY(nameEdit->isVisibleTo(&dialog));
    QCOMPARE(nameEdit->maxLength(), 40);
    QVERIFY(dialog.presetBox()->isVisibleTo(&dialog)); // the rules are the host's offer

    dialog.setHostSettings(QStringLiteral(" Anaïs "), 47310);
    QCOMPARE(dialog.playerName(), QStringLiteral("Anaïs"));
    QCOMPARE(dialog.port(), 47310);
    nameEdit->clear();
    QTest::keyClicks(nameEdit, QStringLiteral("Bob"));
    QCOMPARE(dialog.playerName(), QStringLiteral("Bob"));
    dialog.portBox()->setValue(50000);
    QCOMPARE(dialog.port(), 50000);
    dialog.portBox()->setValue(0);
    QCOMPARE(dialog.port(), 1);
    dialog.portBox()->setValue(70000);
    QCOMPARE(dialog.port(), 65535);

    // The rules chosen while hosting are the offer's.
    dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(int(Preset::Classic)));
    QCOMPARE(dialog.choice().rules, Ruleset::classic());
    QVERIFY(dialog.okButton()->isEnabled());
}

void TestLanViews::newGameDialogNotHostingHidesHostFields()
{
    NewGameDialog dialog;
    const QLabel* nameLabel = labelStartingWith(dialog, QStringLiteral("Your &name"));
    QVERIFY(nameLabel);
    QVERIFY(dialog.opponentBox()->isVisibleTo(&dialog));
    QVERIFY(!dialog.portBox()->isVisibleTo(&dialog));
    QVERIFY(!nameLabel->isVisibleTo(&dialog));
    QVERIFY(!nameLabel->buddy()->isVisibleTo(&dialog));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("New game"));

    dialog.setHosting(true);
    dialog.setHosting(false);
    QVERIFY(!dialog.isHosting());
    QVERIFY(dialog.opponentBox()->isVisibleTo(&dialog));
    QVERIFY(!dialog.portBox()->isVisibleTo(&dialog));
    QVERIFY(!nameLabel->buddy()->isVisibleTo(&dialog));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("New game"));
}

QTEST_MAIN(TestLanViews)
#include "tst_lanviews.moc"
