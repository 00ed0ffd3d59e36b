// SPDX-License-Identifier: GPL-3.0-or-later
// What tst_hostiletext sees of the windows: every text they show, as drawn, and whether a file
// was opened.
#pragma once

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QWindow>

#include <sys/inotify.h>
#include <unistd.h>

#include <algorithm>
#include <utility>

// Says whether a file in a folder was opened since the last call (Linux inotify).
class OpenWatch {
public:
    explicit OpenWatch(const QString& folder) : m_fd(inotify_init1(IN_NONBLOCK | IN_CLOEXEC))
    {
        m_ok = m_fd >= 0 && inotify_add_watch(m_fd, QFile::encodeName(folder).constData(), IN_OPEN) >= 0;
    }
    ~OpenWatch()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    bool isWatching() const { return m_ok; }
    bool opened(const QString& name)
    {
        bool found = false;
        alignas(inotify_event) char buffer[4096];
        for (ssize_t n; (n = ::read(m_fd, buffer, sizeof buffer)) > 0;)
            for (char* p = buffer; p < buffer + n;
                 p += sizeof(inotify_event) + reinterpret_cast<inotify_event*>(p)->len) {
                const auto* event = reinterpret_cast<inotify_event*>(p);
                found = found || (event->len > 0 && QFile::decodeName(event->name) == name);
            }
        return found;
    }

private:
    int m_fd;
    bool m_ok = false;
};

// What would reshape the sentence quoting a text: a line break (C0 and C1 controls, U+2028,
// U+2029), or a bidi control (marks, embeddings, overrides, isolates), which turns its direction.
inline bool isLineBreak(QChar c)
{
    const char16_t u = c.unicode();
    return u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x2028 || u == 0x2029;
}
inline bool isBidiControl(QChar c)
{
    const char16_t u = c.unicode();
    return u == 0x200E || u == 0x200F || u == 0x061C || (u >= 0x202A && u <= 0x202E) ||
           (u >= 0x2066 && u <= 0x2069);
}

// `hostile` as the game shows it, on one line in the sentence's order: a line break as a space, a
// bidi control dropped, every other character as typed.
inline QString asOneLine(const QString& hostile)
{
    QString line;
    for (QChar c : hostile)
        if (isLineBreak(c))
            line += QChar(u' ');
        else if (!isBidiControl(c))
            line += c;
    return line;
}

// `text` as a widget draws it.
inline QString rendered(const QString& text, bool rich)
{
    return rich ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

inline bool isRich(const QLabel* label)
{
    return label->textFormat() == Qt::RichText ||
           (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

// Qt's delegates draw an item's text as it is.
inline bool isPlainDelegate(const QAbstractItemDelegate* delegate)
{
    const QByteArray name =
        delegate ? QByteArray(delegate->metaObject()->className()) : QByteArray("QStyledItemDelegate");
    return name == "QStyledItemDelegate" || name == "QItemDelegate" || name == "QComboBoxDelegate" ||
           name == "QComboMenuDelegate";
}

// Every text windows show, as drawn, and the hostile text they show otherwise than as typed.
// Each hostile text starts with a marker of three characters found in nothing else: wherever a
// marker shows, the whole text must show, on one line (asOneLine()), and no bidi control.
class ShownText {
public:
    explicit ShownText(QStringList hostile) : m_hostile(std::move(hostile)) {}
    static QString markerOf(const QString& hostile) { return hostile.left(3); }
    void window(QWidget* top)
    {
        for (QWidget* w : QList<QWidget*>{top} + top->findChildren<QWidget*>())
            widget(w);
    }
    QStringList problems;
    QStringList seen; // the markers shown by visible widgets

private:
    void shown(const QString& raw, const QString& drawn, const QWidget* where, const char* what)
    {
        for (const QString& hostile : m_hostile) {
            const QString marker = markerOf(hostile);
            if (!raw.contains(marker) && !drawn.contains(marker))
                continue;
            if (where->isVisible() && !seen.contains(marker))
                seen << marker;
            // A no-break space or hyphen (names kept on one line) reads as the one typed.
            const QString read = QString(drawn).replace(QChar(0x00A0), u' ').replace(QChar(0x2011), u'-');
            const bool turned = std::any_of(drawn.begin(), drawn.end(), isBidiControl);
            if (!read.contains(asOneLine(hostile)) || turned)
                problems << QStringLiteral("%1 %2 (%3) shows «%4» for «%5»")
                                .arg(where->metaObject()->className(), where->objectName(),
                                     QLatin1String(what), drawn, asOneLine(hostile));
        }
    }
    void widget(QWidget* w)
    {
        shown(w->toolTip(), rendered(w->toolTip(), Qt::mightBeRichText(w->toolTip())), w, "tooltip");
        // What a screen reader says of a painted widget (the fleet's row of ship pictures): plain text.
        shown(w->accessibleName(), w->accessibleName(), w, "accessible name");
        shown(w->accessibleDescription(), w->accessibleDescription(), w, "accessible description");
        if (w->isWindow())
            shown(w->windowTitle(), w->windowHandle() ? w->windowHandle()->title() : w->windowTitle(), w,
                  "title");
        if (auto* label = qobject_cast<QLabel*>(w))
            shown(label->text(), rendered(label->text(), isRich(label)), w, "label");
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            shown(button->text(), button->text(), w, "button");
        else if (auto* edit = qobject_cast<QTextEdit*>(w))
            shown(edit->toHtml(), edit->toPlainText(), w, "text");
        else if (auto* log = qobject_cast<QPlainTextEdit*>(w))
            shown(log->toPlainText(), log->toPlainText(), w, "text");
        else if (auto* bar = qobject_cast<QStatusBar*>(w))
            shown(bar->currentMessage(), bar->currentMessage(), w, "status");
        else if (auto* chart = qobject_cast<QChartView*>(w))
            chartTexts(chart);
        else if (auto* view = qobject_cast<QAbstractItemView*>(w);
                 view && !qobject_cast<QHeaderView*>(w) && view->model())
            items(view, QModelIndex());
    }
    void items(QAbstractItemView* view, const QModelIndex& parent)
    {
        const QAbstractItemModel* model = view->model();
        for (int row = 0; row < model->rowCount(parent); ++row)
            for (int column = 0; column < model->columnCount(parent); ++column) {
                const QModelIndex index = model->index(row, column, parent);
                const QString text = index.data(Qt::DisplayRole).toString();
                const QString tip = index.data(Qt::ToolTipRole).toString();
                shown(text, rendered(text, !isPlainDelegate(view->itemDelegateForIndex(index))), view,
                      "item");
                shown(tip, rendered(tip, Qt::mightBeRichText(tip)), view, "item tooltip");
                if (column == 0 && model->hasChildren(index))
                    items(view, index);
            }
    }
    void chartTexts(QChartView* view) // chart titles are drawn as rich text
    {
        shown(view->chart()->title(), rendered(view->chart()->title(), true), view, "chart title");
        for (const QAbstractAxis* axis : view->chart()->axes())
            shown(axis->titleText(), rendered(axis->titleText(), true), view, "axis title");
    }

    QStringList m_hostile;
};
