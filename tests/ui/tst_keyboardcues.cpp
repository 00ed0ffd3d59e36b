// SPDX-License-Identifier: GPL-3.0-or-later
// Alt+letter's underlines show while Alt is held and only then, in every window; menus keep
// theirs; the game losing the keyboard hides them; the keys work either way.
#include "ui/livery/deckbutton.h"
#include "ui/livery/keyboardcues.h"

#include <QApplication>
#include <QImage>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

class TestKeyboardCues : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void underlinesShowWhileAltIsHeld();
    void leavingTheGameHidesThem();
    void theLetterWorksWithoutTheUnderline();

private:
    KeyboardCues* m_cues = nullptr;
};

void TestKeyboardCues::initTestCase()
{
    m_cues = KeyboardCues::install();
    QCOMPARE(QApplication::style(), m_cues);
}

void TestKeyboardCues::underlinesShowWhileAltIsHeld()
{
    QWidget window;
    auto* button = new DeckButton(DeckButton::Rank::Primary, &window);
    button->setText(QStringLiteral("&Play"));
    (new QVBoxLayout(&window))->addWidget(button);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QMenu menu;
    const QImage clean = button->grab().toImage();
    QCOMPARE(QApplication::style()->styleHint(QStyle::SH_UnderlineShortcut, nullptr, button), 0);
    QCOMPARE(QApplication::style()->styleHint(QStyle::SH_UnderlineShortcut, nullptr, &menu), 1);

    QTest::keyPress(&window, Qt::Key_Alt, Qt::AltModifier);
    QVERIFY(m_cues->shown());
    QCOMPARE(QApplication::style()->styleHint(QStyle::SH_UnderlineShortcut, nullptr, button), 1);
    const QImage cued = button->grab().toImage();
    QVERIFY2(cued != clean, "the P's underline is drawn while Alt is held");

    QTest::keyRelease(&window, Qt::Key_Alt);
    QVERIFY(!m_cues->shown());
    QCOMPARE(button->grab().toImage(), clean);
    QCOMPARE(QApplication::style()->styleHint(QStyle::SH_UnderlineShortcut, nullptr, &menu), 1);
}

// Alt held as the player leaves with Alt+Tab: no key release comes, the cues go all the same.
void TestKeyboardCues::leavingTheGameHidesThem()
{
    QWidget window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyPress(&window, Qt::Key_Alt, Qt::AltModifier);
    QVERIFY(m_cues->shown());
    QEvent leaving(QEvent::ApplicationDeactivate);
    QCoreApplication::sendEvent(qApp, &leaving);
    QVERIFY(!m_cues->shown());
}

void TestKeyboardCues::theLetterWorksWithoutTheUnderline()
{
    QWidget window;
    auto* button = new QPushButton(QStringLiteral("&Play"), &window);
    (new QVBoxLayout(&window))->addWidget(button);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QSignalSpy clicked(button, &QPushButton::clicked);
    QVERIFY(!m_cues->shown());
    QTest::keyClick(&window, Qt::Key_P, Qt::AltModifier);
    QTRY_COMPARE(clicked.count(), 1);
}

QTEST_MAIN(TestKeyboardCues)
#include "tst_keyboardcues.moc"
