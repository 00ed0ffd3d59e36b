// SPDX-License-Identifier: GPL-3.0-or-later
// Text that did not come from our translations, quoted in the game's sentences, stands on one
// line and in the sentence's order, and is never read as a placeholder (docs/PROTOCOL.md, section
// 12): a newline, a tab or a bidi override in a peer's name, its reasons or a Custom class name
// could otherwise fake a line or turn the sentence around it; a "%1" in it could be replaced by
// the next argument of a sentence that takes its arguments one .arg() at a time.
#include "showntextsupport.h"

#include "app/lanstart/lanwords.h"
#include "core/ruleset.h"
#include "ui/battle/chatview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/lobby/joindialog.h"
#include "ui/lobby/lobbyview.h"
#include "ui/words/plaintext.h"
#include "ui/words/rulessummary.h"

#include <QListWidget>
#include <QTest>

using namespace seabattle;
using net::LanProblem;

namespace {

// What in `text` would reshape a line quoting it (showntextsupport.h), by code point.
QString reshapersIn(const QString& text)
{
    QString found;
    for (QChar c : text)
        if (isLineBreak(c) || isBidiControl(c))
            found += QStringLiteral(" U+%1").arg(QString::number(c.unicode(), 16).toUpper());
    return found;
}

// A peer's name, a reason and a message type as a hostile peer sends them, and as they must read.
const QString kName = QStringLiteral("Bob\n%1\u202E%2\u2066");
const QString kNameRead = QStringLiteral("Bob %1%2");
const QString kReason = QStringLiteral("bye\r\n%1\u2067");
const QString kReasonRead = QStringLiteral("bye  %1");

Ruleset hostileRules()
{
    Ruleset rules = Ruleset::standard();
    rules.preset = Preset::Custom;
    rules.fleet = {{"Zr\n%1\u202E", 2, 1}, {"%2\u2029Ks\t%3\u200F", 3, 1}};
    return rules;
}

} // namespace

class TestQuotedText : public QObject {
    Q_OBJECT

private slots:
    void oneLineKeepsTheLineAndItsOrder_data();
    void oneLineKeepsTheLineAndItsOrder();
    void lanProblemsQuoteThePeerAsTyped_data();
    void lanProblemsQuoteThePeerAsTyped();
    void everyLanProblemStandsOnOneLine();
    void aConvictionHasItsOwnLinesOnly();
    void theBannerQuotesItsWhyAsGiven();
    void theChatQuotesOnOneLine();
    void theLobbyQuotesThePeerOnOneLine();
    void theJoinListQuotesAHeardNameOnOneLine();
};

void TestQuotedText::oneLineKeepsTheLineAndItsOrder_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("shown");
    // Breaks become spaces: the words they parted stay apart.
    QTest::newRow("newline") << QStringLiteral("Bob\nAlice") << QStringLiteral("Bob Alice");
    QTest::newRow("CR LF") << QStringLiteral("a\r\nb") << QStringLiteral("a  b");
    QTest::newRow("tab, vertical tab, form feed")
        << QStringLiteral("a\tb\vc\fd") << QStringLiteral("a b c d");
    QTest::newRow("NUL, ESC, DEL") << QString(QStringLiteral("a%1b\x1B[31mc\x7F")).arg(QChar(u'\0'))
                                   << QStringLiteral("a b [31mc ");
    QTest::newRow("C1: next line") << QStringLiteral("a\u0085b\u009Bc") << QStringLiteral("a b c");
    QTest::newRow("line, paragraph separators")
        << QStringLiteral("a\u2028b\u2029c") << QStringLiteral("a b c");
    // Bidi controls are invisible: dropped, they leave the name as it reads.
    QTest::newRow("override") << QStringLiteral("evil\u202Etxt.exe") << QStringLiteral("eviltxt.exe");
    QTest::newRow("embeddings, pop") << QStringLiteral("\u202Aa\u202Bb\u202Cc\u202Dd")
                                     << QStringLiteral("abcd");
    QTest::newRow("isolates") << QStringLiteral("\u2066a\u2067b\u2068c\u2069") << QStringLiteral("abc");
    QTest::newRow("marks") << QStringLiteral("a\u200Eb\u200Fc\u061Cd") << QStringLiteral("abcd");
    // Everything else as typed: placeholders, markup, other scripts, joiners, emoji.
    QTest::newRow("placeholders") << QStringLiteral("%1 %2 %n %L1") << QStringLiteral("%1 %2 %n %L1");
    QTest::newRow("markup") << QStringLiteral("<b>&amp;</b>") << QStringLiteral("<b>&amp;</b>");
    QTest::newRow("Arabic, Hebrew") << QStringLiteral("سفينة שלום") << QStringLiteral("سفينة שלום");
    QTest::newRow("joiners, emoji") << QStringLiteral("می\u200Cخواهم 👩\u200D🚀")
                                    << QStringLiteral("می\u200Cخواهم 👩\u200D🚀");
    QTest::newRow("accents, no-break space")
        << QStringLiteral("Anaïs\u00A0Ç") << QStringLiteral("Anaïs\u00A0Ç");
    QTest::newRow("empty") << QString() << QString();
}

void TestQuotedText::oneLineKeepsTheLineAndItsOrder()
{
    QFETCH(QString, typed);
    QFETCH(QString, shown);
    QCOMPARE(oneLine(typed), shown);
}

void TestQuotedText::lanProblemsQuoteThePeerAsTyped_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("expected");
    const QString version = QString::number(net::kProtocolVersion);
    QTest::newRow("incompatible version")
        << int(LanProblem::Kind::IncompatibleVersion)
        << kNameRead + QStringLiteral("'s game speaks protocol version 7; this one speaks version ") +
               version + QStringLiteral(". You both need a compatible version of Sea Battle.");
    QTest::newRow("left, with a reason")
        << int(LanProblem::Kind::PeerLeft)
        << kNameRead + QStringLiteral(" left the game (they said: “") + kReasonRead + QStringLiteral("”).");
    QTest::newRow("out of order") << int(LanProblem::Kind::OutOfOrder)
                                  << kNameRead +
                                         QStringLiteral(
                                             "'s game sent a message the game did not expect "
                                             "(shot %2). The connection was closed; your game is kept.");
    QTest::newRow("cannot listen") << int(LanProblem::Kind::ListenFailed)
                                   << QStringLiteral("Cannot wait for players on port 47300: ") + kReasonRead;
    QTest::newRow("cannot connect") << int(LanProblem::Kind::ConnectFailed)
                                    << QStringLiteral("Cannot reach the game: ") + kReasonRead +
                                           QStringLiteral(
                                               ". Check the address, and that your friend is hosting.");
}

// Each sentence takes the peer's text in one .arg(): a "%1" or "%2" in it stays as typed.
void TestQuotedText::lanProblemsQuoteThePeerAsTyped()
{
    QFETCH(int, kind);
    QFETCH(QString, expected);
    LanProblem problem{LanProblem::Kind(kind), kReason, 7, QStringLiteral("shot\u202A\n%2"), {}, {}};
    QCOMPARE(LanWords::problem(problem, kName, 47300), expected);
}

void TestQuotedText::everyLanProblemStandsOnOneLine()
{
    for (int kind = 0; kind <= int(LanProblem::Kind::ConnectionLost); ++kind) {
        LanProblem problem{LanProblem::Kind(kind), kReason, 7, QStringLiteral("shot\u202A\n%2"), {}, {}};
        problem.shotError = kind % 2 ? ShotError::NotYourTurn : ShotError::AlreadyFiredAt;
        const QString words = LanWords::problem(problem, kName, 47300);
        QVERIFY2(!words.isEmpty(), qPrintable(QString::number(kind)));
        QVERIFY2(reshapersIn(words).isEmpty(), qPrintable(words + reshapersIn(words)));
    }
}

// The lines of a conviction are ours, one per false answer: a class's name adds none.
void TestQuotedText::aConvictionHasItsOwnLinesOnly()
{
    net::Conviction lie{net::Conviction::Kind::FalseAnswers, std::nullopt, {}};
    lie.violations.push_back({Violation::Kind::FalseMiss, 0, {4, 4}, ShipId{0, 0}});
    lie.violations.push_back({Violation::Kind::FalseSunk, 1, {5, 5}, ShipId{1, 0}, ShipId{0, 0}});
    const QStringList lines = LanWords::conviction(lie, hostileRules()).split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    for (const QString& line : lines)
        QVERIFY2(reshapersIn(line).isEmpty(), qPrintable(line + reshapersIn(line)));
    QVERIFY2(lines[0].contains(QStringLiteral("Their Zr %1 was there.")), qPrintable(lines[0]));
    QVERIFY2(lines[1].contains(QStringLiteral("their Zr %1 sunk")) &&
                 lines[1].contains(QStringLiteral("Their %2 Ks %3 was there.")),
             qPrintable(lines[1]));
    const QString summary = rulesSummary(hostileRules(), true);
    QVERIFY2(summary.contains(QStringLiteral("1 × Zr %1 (2 cells)")) &&
                 summary.contains(QStringLiteral("1 × %2 Ks %3 (3 cells)")),
             qPrintable(summary));
}

// The banner's sentence takes the why and its figures at once: a "%2" in the why is not a figure.
void TestQuotedText::theBannerQuotesItsWhyAsGiven()
{
    GameOverBanner banner;
    banner.present(GameOverBanner::Outcome::Victory, QStringLiteral("Their Zr %1 %2 %3 %4 lied."),
                   {10, 4, 75});
    QCOMPARE(banner.figuresText(), QStringLiteral("Their Zr %1 %2 %3 %4 lied.\n10 shot(s), 4 on target, "
                                                  "accuracy 40%, in 1\u00A0min\u00A015\u00A0s."));
}

void TestQuotedText::theChatQuotesOnOneLine()
{
    ChatView chat;
    chat.addMessage(kName, kReason);
    chat.addNote(kName + QStringLiteral(" joined."));
    QCOMPARE(chat.transcript(), kNameRead + QStringLiteral(": ") + kReasonRead + QStringLiteral("\n— ") +
                                    kNameRead + QStringLiteral(" joined."));
}

void TestQuotedText::theLobbyQuotesThePeerOnOneLine()
{
    LobbyView lobby;
    lobby.showOffer(kName, hostileRules(), true);
    QCOMPARE(lobby.title(), kNameRead + QStringLiteral(" offers a match"));
    lobby.showGuestReading(kName);
    QCOMPARE(lobby.title(), kNameRead + QStringLiteral(" joined"));
    lobby.setNote(kName + QStringLiteral(" declined your rules (they said: “") + kReason +
                  QStringLiteral("”)."));
    QCOMPARE(lobby.note(), kNameRead + QStringLiteral(" declined your rules (they said: “") + kReasonRead +
                               QStringLiteral("”)."));
}

void TestQuotedText::theJoinListQuotesAHeardNameOnOneLine()
{
    JoinDialog dialog(47300);
    dialog.setGames({{kName, Preset::Standard, QStringLiteral("127.0.0.1"), 47301}});
    QCOMPARE(dialog.gameList()->count(), 1);
    QCOMPARE(dialog.gameList()->item(0)->text(),
             kNameRead + QStringLiteral(" — Standard rules — 127.0.0.1:47301"));
}

QTEST_MAIN(TestQuotedText)
#include "tst_quotedtext.moc"
