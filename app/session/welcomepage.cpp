// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/welcomepage.h"

#include "app/session/autosave.h"
#include "app/storage/settings.h"
#include "ui/welcome/welcomeview.h"
#include "ui/words/levelwords.h"
#include "ui/words/rulessummary.h"

using namespace seabattle;

WelcomePage::WelcomePage(WelcomeView& view, Autosave& autosave, Settings& settings, QObject* parent)
    : QObject(parent), m_view(view), m_autosave(autosave), m_settings(settings)
{
    connect(&m_view, &WelcomeView::playRequested, this, &WelcomePage::play);
    connect(&m_view, &WelcomeView::continueRequested, this, [this] {
        if (const auto saved = std::exchange(m_continuable, std::nullopt)) {
            say(m_last);
            emit resumeWanted(*saved);
        }
    });
    // Choosing a computer starts nothing: it is what Play starts against, kept for the next run.
    connect(&m_view, &WelcomeView::levelChosen, this, [this](OpponentLevel level) {
        m_last.level = level;
        m_settings.setNewGameChoice(m_last);
        emit choiceChanged(m_last);
    });
    connect(&m_view, &WelcomeView::watchRequested, this, &WelcomePage::watch);
    connect(&m_view, &WelcomeView::placeRequested, this, &WelcomePage::place);
}

// The last rules and opponent, a random fleet, the battle at once.
void WelcomePage::play()
{
    emit startWanted(NewGameChoice{false, m_last.level, m_last.rules}, true);
}

// The last rules and opponent, the fleet placed by hand first.
void WelcomePage::place()
{
    emit startWanted(NewGameChoice{false, m_last.level, m_last.rules}, false);
}

void WelcomePage::watch()
{
    emit startWanted(NewGameChoice{true, m_last.level, m_last.rules}, false);
}

void WelcomePage::say(const NewGameChoice& last)
{
    m_last = last;
    const NewGameChoice play{false, last.level, last.rules};
    m_view.setLevel(last.level);
    m_view.setRulesText(rulesShortLine(play.rules), choiceLine(play) + u'\n' + presetLine(play.rules.preset));
    m_view.setContinueText(m_continuable ? leftGameLine(m_continuable->level, m_continuable->savedAt)
                                         : QString());
}

void WelcomePage::offer(std::optional<SavedGame> saved)
{
    m_continuable = std::move(saved);
    say(m_last);
}

bool WelcomePage::leaveSavedGame()
{
    if (!m_continuable)
        return true;
    if (!m_autosave.putAway())
        return false;
    offer(std::nullopt);
    return true;
}
