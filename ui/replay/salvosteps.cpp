// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/replay/salvosteps.h"

#include "core/review/gamereview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QStyle>

using namespace seabattle;

SalvoSteps::SalvoSteps(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("replaySalvoSteps"));
    const auto button = [this](QStyle::StandardPixmap icon, const char* name) {
        auto* b = new QPushButton(style()->standardIcon(icon), QString(), this);
        b->setObjectName(QLatin1String(name));
        b->setFocusPolicy(Qt::NoFocus); // the keys belong to the replay: Page Up and Page Down
        b->setAutoDefault(false);
        return b;
    };
    m_previous = button(QStyle::SP_ArrowBack, "replayPreviousSalvo");
    m_next = button(QStyle::SP_ArrowForward, "replayNextSalvo");
    connect(m_previous, &QPushButton::clicked, this, [this] { emit stepWanted(previousStop(m_step)); });
    connect(m_next, &QPushButton::clicked, this, [this] { emit stepWanted(nextStop(m_step)); });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    retranslate();
    setVisible(false);
}

void SalvoSteps::setGame(const std::optional<MatchHistory>& history)
{
    m_salvo = history && history->rules.salvo;
    m_spans = m_salvo ? salvoSpans(history->rules, outcomesOf(*history)) : std::vector<SalvoSpan>{};
    setVisible(m_salvo);
    showStep(0);
}

int SalvoSteps::previousStop(int step) const
{
    int stop = 0;
    for (const SalvoSpan& span : m_spans)
        if (span.end() < step)
            stop = span.end();
    return stop;
}

int SalvoSteps::nextStop(int step) const
{
    for (const SalvoSpan& span : m_spans)
        if (span.end() > step)
            return span.end();
    return step;
}

QString SalvoSteps::positionText(int step) const
{
    const QString salvos = QString::number(m_spans.size());
    const int at = spanOf(m_spans, step - 1);
    if (at < 0)
        //: A Salvo game's replay before its first shot: "Before the first of 14 salvos"
        return tr("Before the first of %1 salvos").arg(salvos);
    const SalvoSpan& span = m_spans[std::size_t(at)];
    //: Where a Salvo game's replay stands: "Salvo 3 of 14, shot 2 of 4"
    return tr("Salvo %1 of %2, shot %3 of %4")
        .arg(QString::number(at + 1), salvos, QString::number(step - span.first),
             QString::number(span.fired));
}

void SalvoSteps::showStep(int step)
{
    m_step = step;
    m_previous->setEnabled(m_salvo && step > 0);
    m_next->setEnabled(m_salvo && nextStop(step) > step);
}

void SalvoSteps::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SalvoSteps::retranslate()
{
    m_previous->setText(tr("Previous salvo"));
    m_previous->setToolTip(tr("Back to the end of the salvo before (Page Up)"));
    m_previous->setAccessibleName(tr("Previous salvo"));
    m_next->setText(tr("Next salvo"));
    m_next->setToolTip(tr("On to the end of the next salvo (Page Down)"));
    m_next->setAccessibleName(tr("Next salvo"));
}
