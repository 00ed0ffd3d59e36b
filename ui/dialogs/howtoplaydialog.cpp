// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/howtoplaydialog.h"

#include "ui/livery/masthead.h"
#include "ui/words/plaintext.h"
#include "ui/words/shipwords.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace seabattle;

HowToPlayDialog::HowToPlayDialog(const Ruleset& rules, QWidget* parent) : QDialog(parent), m_rules(rules)
{
    m_browser = new QTextBrowser(this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new Masthead(this)); // the game's colours, and the dialog's title
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(560, 520);
    setWindowTitle(tr("How to play"));
    m_browser->setHtml(rulesText(m_rules));
    m_browser->setAccessibleName(tr("The rules of this game"));
}

QString HowToPlayDialog::text() const
{
    return m_browser->toPlainText();
}

namespace {

// The touching rule in a sentence.
QString touchingWords(TouchingRule touching)
{
    switch (touching) {
    case TouchingRule::Allowed:
        return HowToPlayDialog::tr("Ships may touch each other, but never overlap.");
    case TouchingRule::NoSideContact:
        return HowToPlayDialog::tr("Ships may not share a side; they may touch by a corner.");
    case TouchingRule::NoContact:
        return HowToPlayDialog::tr("Ships may not touch, not even by a corner: there is always at least one "
                                   "empty cell between two ships.");
    }
    return {};
}

} // namespace

QString HowToPlayDialog::rulesText(const Ruleset& rules)
{
    const auto escaped = quotedInRichText; // Custom class names, and our words too
    QString fleet;
    for (const ShipClass& c : rules.fleet)
        if (c.count > 0)
            fleet += QStringLiteral("<li>%1</li>")
                         .arg(escaped(tr("%1: %n ship(s) of %2", "", c.count)
                                          .arg(shipClassName(c), tr("%n cell(s)", "", c.length))));
    const QString touching = touchingWords(rules.touching);
    const QString afterHit = rules.shootAgainAfterHit
                                 ? tr("After a hit or a sunk ship you shoot again, until you miss.")
                                 : tr("After every shot, hit or miss, the turn passes to your opponent.");
    // Standard's rule documents offer shooting again as a house rule the players may agree on.
    const QString houseRule = rules.preset == Preset::Standard && !rules.shootAgainAfterHit
                                  ? tr("House rule: the players may agree that a hit gives another shot "
                                       "(\"Shoot again after a hit\" in the new-game dialog).")
                                  : QString();
    const QString marking =
        rules.markAroundSunk
            ? tr("When a ship sinks, the cells around it are marked as water: no ship can be there.")
            : QString();
    QString html;
    html += QStringLiteral("<h2>%1</h2>").arg(escaped(tr("Sink the enemy fleet")));
    html += QStringLiteral("<p>%1</p>")
                .arg(escaped(tr("Each player has a 10 × 10 grid: columns A to J, rows 1 to 10. A cell is "
                                "named by its column and its row, such as C7.")));
    html += QStringLiteral("<h3>%1</h3><ul>%2</ul><p>%3</p>")
                .arg(escaped(tr("The fleet (%n cells to hit)", "", rules.fleetCells())), fleet,
                     escaped(tr("Before the battle both players place every ship in secret, horizontally or "
                                "vertically, wholly inside the grid.")));
    html += QStringLiteral("<p>%1</p>").arg(escaped(touching));
    html += QStringLiteral("<h3>%1</h3><p>%2</p><p>%3</p>")
                .arg(escaped(tr("The battle")),
                     escaped(tr("Players take turns to fire at one cell of the other's grid. The answer is "
                                "Miss, Hit, or Sunk, naming the ship.")),
                     escaped(afterHit));
    for (const QString& extra : {houseRule, marking})
        if (!extra.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(escaped(extra));
    html += QStringLiteral("<p>%1</p>")
                .arg(escaped(tr("The first player to sink every ship of the other fleet wins.")));
    html +=
        QStringLiteral("<h3>%1</h3><p>%2</p>")
            .arg(escaped(tr("Rule violations")), escaped(tr("A proven violation gives the win to the other "
                                                            "player: a wrong number or size of ships, ships "
                                                            "that touch when the rules forbid it, ships "
                                                            "moved during the game, a skipped turn, or, over "
                                                            "the network, a false answer to a shot. Against "
                                                            "the computer the game makes them impossible.")));
    return html;
}

void HowToPlayDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("How to play"));
        m_browser->setHtml(rulesText(m_rules));
        m_browser->setAccessibleName(tr("The rules of this game"));
    }
    QDialog::changeEvent(event);
}
