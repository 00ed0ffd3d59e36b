// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/battle/shotnews.h"

#include "ui/words/battlewords.h"

using namespace seabattle;

void ShotNews::announce(std::vector<ShotOutcome> shots, const Ruleset& rules)
{
    if (m_newest)
        m_earlier.push_front(std::move(*m_newest));
    if (m_earlier.size() > kEarlierLines)
        m_earlier.pop_back();
    m_newest = News{std::move(shots), rules};
    m_refusal = std::monostate{};
}

void ShotNews::recall(const ShotOutcome& shot, const Ruleset& rules)
{
    m_newest = News{{shot}, rules};
    m_refusal = std::monostate{};
}

void ShotNews::refuse(ShotError error)
{
    m_refusal = error;
}

void ShotNews::refuse(const SalvoError& error)
{
    m_refusal = error;
}

void ShotNews::refuse(const QString& why)
{
    m_newest.reset(); // the typed words replace it: said once, not again after a language change
    m_refusal = why;
}

void ShotNews::clear()
{
    m_newest.reset();
    m_earlier.clear();
    m_refusal = std::monostate{};
}

bool ShotNews::empty() const
{
    return !m_newest && m_earlier.empty() && std::holds_alternative<std::monostate>(m_refusal);
}

QString ShotNews::said(const News& news)
{
    return BattleWords::salvoSaid(news.shots, news.rules);
}

QString ShotNews::message() const
{
    if (const auto* error = std::get_if<ShotError>(&m_refusal))
        return BattleWords::refusal(*error);
    if (const auto* error = std::get_if<SalvoError>(&m_refusal))
        return BattleWords::salvoRefusal(*error);
    if (const auto* why = std::get_if<QString>(&m_refusal))
        return *why;
    return m_newest ? said(*m_newest) : QString();
}

QStringList ShotNews::earlier() const
{
    QStringList lines;
    for (const News& news : m_earlier)
        lines << said(news);
    return lines;
}
