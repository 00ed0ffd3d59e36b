// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/battle/salvochoice.h"

#include "ui/words/battlewords.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

using namespace seabattle;

SalvoChoice::SalvoChoice(QWidget* parent) : QWidget(parent)
{
    m_line = new QLabel(this);
    m_line->setObjectName(QStringLiteral("salvoLine"));
    m_fire = new QPushButton(this);
    m_fire->setObjectName(QStringLiteral("fireSalvo"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_line);
    layout->addWidget(m_fire);
    connect(m_fire, &QPushButton::clicked, this, &SalvoChoice::fire);
    retranslate();
    hide();
}

void SalvoChoice::begin(int size)
{
    const int shots = std::max(0, size);
    if (shots != m_size) {
        m_size = shots;
        m_chosen.clear();
        emit chosenChanged(m_chosen);
    }
    setVisible(aiming());
    retranslate();
}

SalvoChoice::Pick SalvoChoice::pick(Coord cell)
{
    Pick picked = Pick::Full;
    if (const auto at = std::ranges::find(m_chosen, cell); at != m_chosen.end()) {
        m_chosen.erase(at);
        picked = Pick::TakenBack;
    } else if (!complete()) {
        m_chosen.push_back(cell);
        picked = Pick::Chosen;
    }
    if (picked != Pick::Full) {
        retranslate();
        emit chosenChanged(m_chosen);
    }
    return picked;
}

bool SalvoChoice::fire()
{
    if (!complete())
        return false;
    // Kept until the turn moves on (begin()): a salvo refused keeps the cells the player chose.
    emit fireRequested(m_chosen);
    return true;
}

QString SalvoChoice::line() const
{
    return m_line->text();
}

void SalvoChoice::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SalvoChoice::retranslate()
{
    m_line->setText(aiming() ? BattleWords::salvoChosen(int(m_chosen.size()), m_size) : QString());
    m_fire->setText(BattleWords::tr("&Fire the salvo"));
    m_fire->setAccessibleDescription(m_line->text());
    m_fire->setEnabled(complete());
}
