// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences made of sentences, as the game puts them together in each language: a placement's
// refusal and its reason, a layout the rules forbid, a peer's false answers. Whole, they hold
// no parentheses inside parentheses, no placeholder left, and the ship's own words.
#include "app/launch/languages.h"
#include "core/peermatch.h"
#include "core/revealcheck.h"
#include "core/ruleset.h"
#include "ui/words/layoutproblemwords.h"
#include "ui/words/placementsentences.h"
#include "ui/words/violationwords.h"

#include <QRegularExpression>
#include <QTest>

using namespace seabattle;

namespace {

// A Custom fleet of the seven known classes and one the player named, one ship each.
Ruleset everyClass()
{
    Ruleset rules = Ruleset::standard();
    rules.preset = Preset::Custom;
    rules.fleet.clear();
    for (std::size_t kind = 0; kind < kShipKinds.size(); ++kind)
        rules.fleet.push_back({std::string(kShipKinds[kind].key), 1, 1});
    rules.fleet.push_back({"Zr %1 (Ark)", 1, 1});
    return rules;
}

// What a ship (class `self`) may be refused for, naming another (class `other`).
std::vector<LayoutProblem> problemsBetween(int self, int other)
{
    const ShipId ship{self, 0};
    const ShipId them{other, 0};
    return {
        {LayoutProblem::Kind::OutsideGrid, {ship}, {{10, 3}}},
        {LayoutProblem::Kind::WrongLength, {ship}, {}, Contact::None, -1, 3, 2},
        {LayoutProblem::Kind::Overlap, {ship, them}, {{3, 3}}},
        {LayoutProblem::Kind::Touching, {ship, them}, {{3, 4}, {3, 5}}, Contact::Side},
        {LayoutProblem::Kind::Touching, {ship, them}, {{4, 4}}, Contact::Corner},
    };
}

// Every sentence the game may put together about these two ships.
QStringList sentencesAbout(int self, int other, const Ruleset& rules)
{
    const ShipClass& shipClass = rules.fleet[std::size_t(self)];
    QStringList sentences;
    for (const LayoutProblem& problem : problemsBetween(self, other)) {
        const QString why = describeProblem(problem, rules);
        sentences << cannotGoThere(shipClass, why) << rulesForbidLayout(shipClass, why, Why::Does)
                  << rulesForbidLayout(shipClass, why, Why::Is);
        sentences << violationText({Violation::Kind::IllegalFleet, -1, {}, {}, {}, {problem}}, rules);
    }
    const ShipId ship{self, 0};
    const ShipId them{other, 0};
    using Kind = Violation::Kind;
    for (const Violation& v :
         {Violation{Kind::FalseMiss, 2, {4, 6}, ship}, Violation{Kind::FalseSunk, 2, {4, 6}, ship, them},
          Violation{Kind::FalseSunk, 2, {4, 6}, ship, ship}, Violation{Kind::MissedSunk, 2, {4, 6}, ship}})
        sentences << violationText(v, rules);
    for (const auto kind : {ImpossibleAnswer::Kind::AlreadySunk, ImpossibleAnswer::Kind::WrongCells})
        sentences << impossibleAnswerText({kind, {4, 6}, ship}, rules);
    return sentences;
}

// What is wrong with a sentence as shown, or nothing.
QString flawOf(const QString& sentence)
{
    static const QRegularExpression placeholder(QStringLiteral("%[1-9n]"));
    int depth = 0;
    for (const QChar c : sentence) {
        if (c == QLatin1Char('(') && ++depth > 1)
            return QStringLiteral("parentheses inside parentheses");
        if (c == QLatin1Char(')') && depth > 0)
            --depth;
    }
    // The named class's "%1" is the player's text: only the sentence's own placeholders count.
    QString ours = sentence;
    ours.remove(QStringLiteral("Zr %1 (Ark)"));
    if (placeholder.match(ours).hasMatch())
        return QStringLiteral("a placeholder left");
    return sentence.trimmed().isEmpty() ? QStringLiteral("empty") : QString();
}

} // namespace

class TestComposedWords : public QObject {
    Q_OBJECT

private slots:
    void sentencesStandWhole_data();
    void sentencesStandWhole();
};

void TestComposedWords::sentencesStandWhole_data()
{
    QTest::addColumn<QString>("language");
    for (const GameLanguage& language : gameLanguages())
        QTest::newRow(qPrintable(language.code)) << language.code;
}

void TestComposedWords::sentencesStandWhole()
{
    QFETCH(QString, language);
    LanguageSwitch languages;
    QVERIFY(languages.apply(language));
    const Ruleset rules = everyClass();
    QStringList flawed;
    int seen = 0;
    for (int self = 0; self < int(rules.fleet.size()); ++self)
        for (int other = 0; other < int(rules.fleet.size()); ++other)
            for (const QString& sentence : sentencesAbout(self, other, rules)) {
                ++seen;
                if (const QString flaw = flawOf(sentence); !flaw.isEmpty())
                    flawed << flaw + QStringLiteral(": ") + sentence;
            }
    QVERIFY2(seen > 1000, qPrintable(QString::number(seen)));
    flawed.removeDuplicates();
    QVERIFY2(flawed.isEmpty(), qPrintable(flawed.mid(0, 20).join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestComposedWords)
#include "tst_composedwords.moc"
