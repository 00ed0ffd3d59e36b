// SPDX-License-Identifier: GPL-3.0-or-later
// Alt+letter reaches one thing: in each of the four languages, no two controls a player sees at
// once in a window (its menu bar's titles with them) answer the same letter, nor two items of one
// menu. Every collision found is listed, with its words in the language and in the source.
#include "accessiblesupport.h"
#include "app/launch/languages.h"
#include "gamewindows.h"
#include "ui/dialogs/aboutbox.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

// A text that answers Alt+letter, where the player meets it.
struct Mnemonic {
    QString key;  // where it is, the same in every language: the window, the object, its rank
    QString what; // the object: class#objectName
    QString text; // as set, '&' and all
    QKeySequence letter;
    bool menuTitle = false; // a title of the window's menu bar
};

// Texts a player reaches at the same time: one window's controls and its menu bar's titles, or
// the items of one menu.
struct MnemonicSet {
    QString key;   // the same in every language
    QString place; // in the language shown
    QList<Mnemonic> items;
};

void add(MnemonicSet& set, const QString& key, const QString& what, const QString& text,
         bool menuTitle = false)
{
    // Qt's own reading of the text: "&&" is an ampersand, the letter matched in upper case.
    const QKeySequence letter = QKeySequence::mnemonic(text);
    if (!letter.isEmpty())
        set.items.append({key, what, text, letter, menuTitle});
}

// The text as the player reads it: "&&" an ampersand, any other '&' gone.
QString shown(const QString& text)
{
    QString read;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size())
            ++i; // the next one is read as it is, an ampersand too
        read += text[i];
    }
    return read;
}

// The words of a widget that take Alt+letter: a button's, a buddied label's, a group box's title.
QString mnemonicText(const QWidget* widget)
{
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        return button->text();
    if (const auto* label = qobject_cast<const QLabel*>(widget); label && label->buddy())
        return label->text();
    if (const auto* group = qobject_cast<const QGroupBox*>(widget))
        return group->title();
    return {};
}

// The controls of `window` shown now (on the current page of a stack, not hidden; disabled ones
// still take their letter), and the titles of its menu bar, which Alt+letter opens from anywhere.
MnemonicSet windowSet(QWidget* window, const QString& name)
{
    MnemonicSet set{QStringLiteral("window/") + name, name, {}};
    const QList<QWidget*> widgets = window->findChildren<QWidget*>();
    for (qsizetype i = 0; i < widgets.size(); ++i) {
        QWidget* widget = widgets[i];
        if (widget->window() != window || !widget->isVisible())
            continue;
        const QString key =
            set.key + QLatin1Char('/') + nameOf(widget) + QLatin1Char('/') + QString::number(i);
        if (auto* tabs = qobject_cast<QTabBar*>(widget)) {
            for (int t = 0; t < tabs->count(); ++t)
                if (tabs->isTabVisible(t))
                    add(set, key + QStringLiteral("/tab") + QString::number(t), nameOf(widget),
                        tabs->tabText(t));
        } else {
            add(set, key, nameOf(widget), mnemonicText(widget));
        }
    }
    if (auto* main = qobject_cast<QMainWindow*>(window)) {
        const QList<QAction*> titles = main->menuBar()->actions();
        for (qsizetype i = 0; i < titles.size(); ++i)
            if (titles[i]->isVisible())
                add(set, QStringLiteral("menu/") + QString::number(i), QStringLiteral("menu bar"),
                    titles[i]->text(), true);
    }
    return set;
}

// One set per menu, its submenus' after it, each named by its titles from the menu bar.
void addMenuSets(const QList<QAction*>& actions, const QString& key, const QString& place,
                 QList<MnemonicSet>& sets)
{
    const qsizetype index = sets.size(); // the submenus' sets follow: no reference held across them
    sets.append({key, place, {}});
    for (qsizetype i = 0; i < actions.size(); ++i) {
        QAction* action = actions[i];
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QString itemKey = key + QLatin1Char('/') + QString::number(i);
        add(sets[index], itemKey, QStringLiteral("menu item"), action->text());
        if (action->menu())
            addMenuSets(action->menu()->actions(), itemKey,
                        place + QStringLiteral(" → ") + shown(action->text()), sets);
    }
}

// The sets of a window as it is shown now: its own, and its menu bar's and menus' if it has them.
QList<MnemonicSet> setsOf(QWidget* window, const QString& name)
{
    QList<MnemonicSet> sets{windowSet(window, name)};
    if (auto* main = qobject_cast<QMainWindow*>(window)) {
        MnemonicSet bar{QStringLiteral("menu"), QStringLiteral("menu bar"), {}};
        for (const Mnemonic& title : sets[0].items)
            if (title.menuTitle)
                bar.items.append(title);
        sets.append(bar);
        const QList<QAction*> titles = main->menuBar()->actions();
        for (qsizetype i = 0; i < titles.size(); ++i)
            if (titles[i]->menu() && titles[i]->isVisible())
                addMenuSets(titles[i]->menu()->actions(), QStringLiteral("menu/") + QString::number(i),
                            QStringLiteral("menu ") + shown(titles[i]->text()), sets);
    }
    return sets;
}

// The dialogs the game opens with exec() from a window: looked at while they wait for an answer.
QList<MnemonicSet> modalSets(const QString& name, const QString& windowName,
                             const std::function<void(QWidget*)>& open)
{
    QList<MnemonicSet> sets;
    bool seen = false;
    whenDialogShows([&](QDialog* dialog) {
        seen = true;
        sets = setsOf(dialog, name);
    });
    const std::unique_ptr<QWidget> window = shownWindow(windowName);
    open(window.get());
    if (!seen)
        qFatal("%s was not shown", qPrintable(name));
    return sets;
}

QList<MnemonicSet> dialogSets()
{
    QList<MnemonicSet> sets;
    sets += modalSets(QStringLiteral("save a layout"), QStringLiteral("placement"), [](QWidget* window) {
        PlacementView* placement = static_cast<MainWindow*>(window)->placementView();
        placement->randomButton()->click();
        placement->saveLayoutButton()->click();
    });
    // Every question the game asks (resign, a saved game, reset the statistics, replace or delete
    // a layout) is a box of Qt's Yes and No: this one stands for them all.
    sets += modalSets(
        QStringLiteral("a question (reset the statistics)"), QStringLiteral("statistics"),
        [](QWidget* window) { window->findChild<QPushButton*>(QStringLiteral("resetButton"))->click(); });
    sets += modalSets(QStringLiteral("about Sea Battle"), QStringLiteral("welcome page"),
                      [](QWidget* window) { showAboutBox(window); });
    return sets;
}

// Every set of texts a player reaches at once, anywhere in the game, in the language installed.
QList<MnemonicSet> everySet()
{
    QList<MnemonicSet> sets;
    const std::map<QString, WindowMaker> windows = gameWindows();
    for (const auto& [name, make] : windows) {
        const std::unique_ptr<QWidget> window = shownWindow(name, windows);
        sets += setsOf(window.get(), name);
    }
    return sets + dialogSets();
}

// What the player reads (and the source, where the language says it otherwise), and the object.
QString described(const Mnemonic& item, const QMap<QString, QString>& sources)
{
    const QString source = sources.value(item.key);
    QString text = QStringLiteral("“%1”").arg(item.text);
    if (!source.isEmpty() && source != item.text)
        text += QStringLiteral(" (source “%1”)").arg(source);
    return text + QStringLiteral(", ") + item.what;
}

// One line per pair of items that answer the same letter in one set; the window's sets leave the
// menu bar's titles among themselves to the menu bar's own set. No line twice: the menus are the
// same on every page of the main window.
QStringList collisions(const QList<MnemonicSet>& sets, const QString& language,
                       const QMap<QString, QString>& sources = {}, const QMap<QString, QString>& places = {})
{
    QStringList lines;
    for (const MnemonicSet& set : sets) {
        QString place = set.place;
        if (places.contains(set.key) && places[set.key] != place)
            place += QStringLiteral(" (source: %1)").arg(places[set.key]);
        for (qsizetype i = 0; i < set.items.size(); ++i)
            for (qsizetype j = i + 1; j < set.items.size(); ++j) {
                const Mnemonic& a = set.items[i];
                const Mnemonic& b = set.items[j];
                if (a.letter != b.letter || (set.key != QLatin1String("menu") && a.menuTitle && b.menuTitle))
                    continue;
                lines << QStringLiteral("%1 | %2 | %3 | %4 | %5")
                             .arg(language, place, a.letter.toString(QKeySequence::PortableText),
                                  described(a, sources), described(b, sources));
            }
    }
    lines.removeDuplicates();
    return lines;
}

// A window with letters taken twice in it, in a menu and in a submenu, whatever their case,
// disabled or not; and letters that take nothing: hidden, on a stack's other page, a label's
// without a buddy, "&&".
void fillWithCollisions(QMainWindow& window)
{
    QMenu* file = window.menuBar()->addMenu(QStringLiteral("&File"));
    file->addAction(QStringLiteral("&Open"));
    file->addAction(QStringLiteral("&Own"));
    file->addAction(QStringLiteral("&Cod"));
    file->addAction(QStringLiteral("Fish &&Chips")); // an ampersand, not Alt+C
    QMenu* exported = file->addMenu(QStringLiteral("&Export"));
    exported->addAction(QStringLiteral("&PNG"));
    exported->addAction(QStringLiteral("&PDF"));
    file->addAction(QStringLiteral("&Hidden"))->setVisible(false);
    file->addAction(QStringLiteral("&Here"));

    auto* central = new QWidget(&window);
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(new QPushButton(QStringLiteral("&Fire")));
    layout->addWidget(new QCheckBox(QStringLiteral("&fast"))); // F again, in lower case
    auto* hidden = new QPushButton(QStringLiteral("&Export"));
    layout->addWidget(hidden);
    hidden->hide();
    auto* name = new QLabel(QStringLiteral("&Name:"));
    auto* edit = new QLineEdit;
    name->setBuddy(edit);
    layout->addWidget(name);
    layout->addWidget(edit);
    layout->addWidget(new QLabel(QStringLiteral("&Nothing"))); // no buddy: no letter
    auto* disabled = new QPushButton(QStringLiteral("&Dive"));
    disabled->setEnabled(false);
    layout->addWidget(disabled);
    layout->addWidget(new QGroupBox(QStringLiteral("&Depth")));
    auto* tabs = new QTabWidget;
    tabs->addTab(new QWidget, QStringLiteral("&Alpha"));
    tabs->addTab(new QWidget, QStringLiteral("&Also"));
    layout->addWidget(tabs);
    auto* pages = new QStackedWidget;
    pages->addWidget(new QPushButton(QStringLiteral("&Quay")));
    pages->addWidget(new QPushButton(QStringLiteral("&Quit"))); // not the current page
    layout->addWidget(pages);
    window.setCentralWidget(central);
}

} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void oneThingPerLetter_data();
    void oneThingPerLetter();
    void theCheckFindsEveryCollision();

private:
    LanguageSwitch m_languages;
    QMap<QString, QString> m_sources; // by key: each text as the source writes it
    QMap<QString, QString> m_places;  // by key: each set's place in the source's words
};

// The game's words as its source writes them, before any translation is installed: the other
// half of each line of a failure.
void TestMnemonics::initTestCase()
{
    for (const MnemonicSet& set : everySet()) {
        m_places.insert(set.key, set.place);
        for (const Mnemonic& item : set.items)
            m_sources.insert(item.key, item.text);
    }
    // A sign that the windows were all looked at: the welcome page's Play, a menu's item, the
    // custom rules' Remove, the replay's Heat map, a submenu's item, the question's Yes.
    const QStringList texts = m_sources.values();
    for (const char* expected : {"&Play", "&New game", "Remo&ve", "&Heat map", "Say the &fleets", "&Yes"})
        QVERIFY2(texts.contains(QLatin1String(expected)), expected);
}

void TestMnemonics::oneThingPerLetter_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "fr", "pt", "it"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestMnemonics::oneThingPerLetter()
{
    QFETCH(QString, language);
    QVERIFY(m_languages.apply(language));
    const QStringList lines = collisions(everySet(), language, m_sources, m_places);
    QVERIFY2(lines.isEmpty(), qPrintable(QStringLiteral("%1 letter(s) taken twice (language | where | letter "
                                                        "| one | other):\n")
                                             .arg(lines.size()) +
                                         lines.join(QLatin1Char('\n'))));
}

// The check finds every pair that collides, and nothing else.
void TestMnemonics::theCheckFindsEveryCollision()
{
    QMainWindow window;
    fillWithCollisions(window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const QStringList lines = collisions(setsOf(&window, QStringLiteral("test")), QStringLiteral("xx"));
    const QStringList expected = {
        QStringLiteral("xx | test | Alt+F | “&Fire”, QPushButton | “&fast”, QCheckBox"),
        QStringLiteral("xx | test | Alt+F | “&Fire”, QPushButton | “&File”, menu bar"),
        QStringLiteral("xx | test | Alt+F | “&fast”, QCheckBox | “&File”, menu bar"),
        QStringLiteral("xx | test | Alt+D | “&Dive”, QPushButton | “&Depth”, QGroupBox"),
        QStringLiteral("xx | test | Alt+A | “&Alpha”, QTabBar#qt_tabwidget_tabbar | “&Also”, "
                       "QTabBar#qt_tabwidget_tabbar"),
        QStringLiteral("xx | menu File | Alt+O | “&Open”, menu item | “&Own”, menu item"),
        QStringLiteral("xx | menu File → Export | Alt+P | “&PNG”, menu item | “&PDF”, menu item"),
    };
    for (const QString& line : expected)
        QVERIFY2(lines.contains(line),
                 qPrintable(line + QStringLiteral(" not in:\n") + lines.join(QLatin1Char('\n'))));
    QCOMPARE(lines.size(), expected.size());
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
