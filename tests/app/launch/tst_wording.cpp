// SPDX-License-Identifier: GPL-3.0-or-later
// How the translations read, beyond being complete: each language's glossary is kept, no
// parentheses inside parentheses, a number stays with what it counts, and every sentence written
// for a ship class names that class (translations/README.md says why).
#include "tsfile.h"

#include <QMap>
#include <QRegularExpression>
#include <QTest>

#include <functional>

namespace {

bool live(const TsMessage& m)
{
    return m.type != QLatin1String("obsolete") && m.type != QLatin1String("vanished");
}

// Whole words only: "tir" is not found in "tirer".
QRegularExpression wholeWord(const QString& word)
{
    return QRegularExpression(
        QStringLiteral("(?<![\\w’'-])%1(?![\\w’'-])").arg(QRegularExpression::escape(word)),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

// One row of a language's glossary: the word it uses for a concept, and the words it does not.
struct GlossaryRow {
    QString meaning; // "shot", "cell"…
    QString word;
    QStringList rejected;
    QList<QRegularExpression> found; // each rejected variant as a whole word
};

// The glossary of `language` in translations/README.md: the table under the heading that ends
// with "(`fr`)".
QList<GlossaryRow> glossaryOf(const QString& language)
{
    QFile readme(QStringLiteral(TRANSLATIONS_DIR "/README.md"));
    if (!readme.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QString heading = QStringLiteral("(`%1`)").arg(language);
    QList<GlossaryRow> rows;
    bool inside = false;
    for (const QString& line : QString::fromUtf8(readme.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('#'))) {
            inside = line.startsWith(QLatin1String("### ")) && line.trimmed().endsWith(heading);
            continue;
        }
        const QStringList cells = line.split(QLatin1Char('|'));
        if (!inside || cells.size() != 5 || cells[1].trimmed().startsWith(QLatin1Char('-')))
            continue;
        QStringList rejected;
        for (const QString& variant : cells[3].split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!variant.trimmed().isEmpty())
                rejected << variant.trimmed().toLower();
        QList<QRegularExpression> found;
        for (const QString& variant : rejected)
            found << wholeWord(variant);
        rows.append(
            {cells[1].trimmed().section(QStringLiteral(" ("), 0, 0), cells[2].trimmed(), rejected, found});
    }
    if (!rows.isEmpty())
        rows.removeFirst(); // the table's header
    return rows;
}

// The first "(" opened inside another, or -1.
qsizetype nestedParenthesis(const QString& text)
{
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('(') && ++depth > 1)
            return i;
        if (text[i] == QLatin1Char(')') && depth > 0)
            --depth;
    }
    return -1;
}

// The class names of a language, in running text ("croiseur"), by their English key.
QMap<QString, QString> classNames(const TsFile& file)
{
    QMap<QString, QString> names;
    for (const TsMessage& m : file.messages)
        if (m.context == QLatin1String("ShipClass") && m.comment == QLatin1String("inside a sentence"))
            names.insert(m.source, m.translations.value(0).toLower());
    return names;
}

// A word's stem that its plural and its other genders keep: "torpedinier" in "torpediniere",
// "lanch" in "lanchas de patrulha".
QString stemOf(const QString& name)
{
    const QString first = name.section(QLatin1Char(' '), 0, 0);
    return first.size() > 3 ? first.chopped(1) : first;
}

// What is wrong with each live text of a language's file (a translation, each plural form, and the
// source too when `withSource`), as `flawOf` says it; an unreadable file is one flaw.
QStringList flawsIn(const QString& language, bool withSource,
                    const std::function<QString(const TsMessage&, const QString&)>& flawOf)
{
    const TsFile file = readTs(tsPath(language));
    if (!file.error.isEmpty())
        return {file.error};
    QStringList found;
    for (const TsMessage& m : file.messages)
        for (const QString& text : withSource ? m.translations + QStringList{m.source} : m.translations)
            if (live(m))
                if (const QString flaw = flawOf(m, text); !flaw.isEmpty())
                    found << flaw;
    return found;
}

} // namespace

class TestWording : public QObject {
    Q_OBJECT

private slots:
    void theGlossaryIsKept_data();
    void theGlossaryIsKept();
    void noParenthesesInsideParentheses_data();
    void noParenthesesInsideParentheses();
    void aNumberStaysWithWhatItCounts_data();
    void aNumberStaysWithWhatItCounts();
    void everyClassSentenceNamesItsClass_data();
    void everyClassSentenceNamesItsClass();
};

void TestWording::theGlossaryIsKept_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : {QStringLiteral("fr"), QStringLiteral("pt"), QStringLiteral("it")})
        QTest::newRow(qPrintable(language)) << language;
}

void TestWording::theGlossaryIsKept()
{
    QFETCH(QString, language);
    const QList<GlossaryRow> glossary = glossaryOf(language);
    QStringList concepts;
    for (const GlossaryRow& row : glossary)
        concepts << row.meaning;
    for (const char* meaning : {"shot", "cell", "turn", "place", "afloat", "on target", "hint"})
        QVERIFY2(
            concepts.contains(QLatin1String(meaning)),
            qPrintable(QStringLiteral("no \"%1\" in the glossary: %2").arg(meaning, concepts.join(u", "))));
    const QStringList found = flawsIn(language, false, [&](const TsMessage&, const QString& text) {
        QStringList wrong;
        for (const GlossaryRow& row : glossary)
            for (qsizetype i = 0; i < row.rejected.size(); ++i)
                if (row.found[i].match(text).hasMatch())
                    wrong
                        << QStringLiteral("%1 instead of %2 in \"%3\"").arg(row.rejected[i], row.word, text);
        return wrong.join(QLatin1Char('\n'));
    });
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestWording::noParenthesesInsideParentheses_data()
{
    theGlossaryIsKept_data();
    QTest::newRow("en") << QStringLiteral("en");
}

void TestWording::noParenthesesInsideParentheses()
{
    QFETCH(QString, language);
    const QStringList found = flawsIn(language, true, [](const TsMessage&, const QString& text) {
        return nestedParenthesis(text) >= 0 ? text : QString();
    });
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestWording::aNumberStaysWithWhatItCounts_data()
{
    noParenthesesInsideParentheses_data();
}

// "%n cells" must not break after the number: a no-break space joins them in every plural form.
void TestWording::aNumberStaysWithWhatItCounts()
{
    QFETCH(QString, language);
    static const QRegularExpression broken(QStringLiteral("%L?n \\w"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    const QStringList found = flawsIn(language, false, [](const TsMessage& m, const QString& form) {
        return m.numerus && broken.match(form).hasMatch() ? form : QString();
    });
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestWording::everyClassSentenceNamesItsClass_data()
{
    theGlossaryIsKept_data();
}

// A sentence written for the Cruiser says "croiseur", not a word that fits every ship.
void TestWording::everyClassSentenceNamesItsClass()
{
    QFETCH(QString, language);
    const TsFile file = readTs(tsPath(language));
    QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
    const QMap<QString, QString> names = classNames(file);
    QVERIFY2(names.size() >= 7, qPrintable(QStringList(names.keys()).join(u", "))); // core/shipclass.h's
    QStringList found;
    int sentences = 0;
    for (const TsMessage& m : file.messages) {
        const QString key = m.comment.section(QLatin1Char(':'), 0, 0);
        if (!live(m) || m.context != QLatin1String("ShipSentence") || !names.contains(key))
            continue;
        ++sentences;
        if (!m.translations.value(0).toLower().contains(stemOf(names[key])))
            found << QStringLiteral("%1: \"%2\" does not name the %3")
                         .arg(m.source, m.translations.value(0), key);
    }
    QVERIFY2(sentences >= 7 * 20, qPrintable(QStringLiteral("only %1 class sentences").arg(sentences)));
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestWording)
#include "tst_wording.moc"
