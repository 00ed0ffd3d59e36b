// SPDX-License-Identifier: GPL-3.0-or-later
// The translation files as the tests read them: every message of a .ts file, with its
// translation or its plural forms.
#pragma once

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

inline const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("pt"),
                                       QStringLiteral("it")};

// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    QString comment; // the disambiguation, if any
    bool numerus = false;
    QString type;             // the <translation>'s type attribute, if any
    QStringList translations; // the translation, or every numerusform
};

struct TsFile {
    QList<TsMessage> messages;
    QString error;
};

inline TsFile readTs(const QString& path)
{
    TsFile file;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        file.error = QStringLiteral("cannot open %1").arg(path);
        return file;
    }
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                message = TsMessage{};
                message.context = context;
                message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                message.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                QString text;
                while (!xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters())
                        text += xml.text();
                    else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                        message.translations.append(xml.readElementText());
                    else if (xml.isEndElement() && xml.name() == QLatin1String("translation"))
                        break;
                }
                if (!message.numerus)
                    message.translations.append(text);
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            file.messages.append(message);
        }
    }
    if (xml.hasError())
        file.error = QStringLiteral("%1: XML error at line %2: %3")
                         .arg(path)
                         .arg(xml.lineNumber())
                         .arg(xml.errorString());
    return file;
}

inline QString tsPath(const QString& language)
{
    return QStringLiteral(TRANSLATIONS_DIR "/seabattle_%1.ts").arg(language);
}
