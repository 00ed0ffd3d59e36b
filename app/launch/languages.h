// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QObject>
#include <QString>
#include <QTranslator>

// The game's four languages and the switch between them while the game runs.
struct GameLanguage {
    QString code;       // "en", "fr", "pt", "it": the command line's and the settings' value
    QString nativeName; // as the language's own speakers write it, for the Language menu
};

const QList<GameLanguage>& gameLanguages();

// "fr", "pt" or "it" for a locale of those languages, "en" for any other.
QString languageForLocale(const QLocale& locale);

// Installs Qt's own translations (standard buttons and dialogs) and the game's for one language,
// replacing the previous ones: every open window then gets a LanguageChange event and
// retranslates itself, with no restart.
class LanguageSwitch : public QObject {
    Q_OBJECT

public:
    explicit LanguageSwitch(QObject* parent = nullptr);

    // false (and nothing changes) for a code that is not one of gameLanguages().
    bool apply(const QString& code);
    QString current() const { return m_current; }

private:
    QTranslator m_qt;
    QTranslator m_qtPortugal; // Portuguese only: Portugal's words over qtbase_pt_BR's
    QTranslator m_game;
    QString m_current;
};
