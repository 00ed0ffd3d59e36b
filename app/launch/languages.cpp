// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/launch/languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>

const QList<GameLanguage>& gameLanguages()
{
    static const QList<GameLanguage> languages = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("pt"), QStringLiteral("Português")},
        {QStringLiteral("it"), QStringLiteral("Italiano")},
    };
    return languages;
}

QString languageForLocale(const QLocale& locale)
{
    switch (locale.language()) {
    case QLocale::French:
        return QStringLiteral("fr");
    case QLocale::Portuguese:
        return QStringLiteral("pt");
    case QLocale::Italian:
        return QStringLiteral("it");
    default:
        return QStringLiteral("en");
    }
}

LanguageSwitch::LanguageSwitch(QObject* parent) : QObject(parent)
{
}

bool LanguageSwitch::apply(const QString& code)
{
    const bool known = std::any_of(gameLanguages().begin(), gameLanguages().end(),
                                   [&](const GameLanguage& l) { return l.code == code; });
    if (!known)
        return false;
    QCoreApplication::removeTranslator(&m_qtPortugal);
    QCoreApplication::removeTranslator(&m_qt);
    QCoreApplication::removeTranslator(&m_game);
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    // Qt's Portuguese: qtbase comes as pt_BR only, which has every string of Qt 6 (the standard
    // buttons among them); qt_pt_PT, Portugal's, is older and lacks some, so it goes on top and
    // the Brazilian words only fill its gaps (the last translator installed is asked first).
    const bool qtLoaded = m_qt.load(QStringLiteral("qtbase_") + code, qtDir) ||
                          (code == QLatin1String("pt") && m_qt.load(QStringLiteral("qtbase_pt_BR"), qtDir));
    if (qtLoaded)
        QCoreApplication::installTranslator(&m_qt);
    if (code == QLatin1String("pt") && m_qtPortugal.load(QStringLiteral("qt_pt_PT"), qtDir))
        QCoreApplication::installTranslator(&m_qtPortugal);
    if (m_game.load(QStringLiteral(":/i18n/seabattle_") + code))
        QCoreApplication::installTranslator(&m_game);
    // Numbers and percentages follow the language too ("36 %" in French); Portuguese is Portugal's.
    QLocale::setDefault(QLocale(code == QLatin1String("pt") ? QStringLiteral("pt_PT") : code));
    m_current = code;
    return true;
}
