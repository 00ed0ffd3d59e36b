// SPDX-License-Identifier: GPL-3.0-or-later
// The player's settings: each reads its default when absent, damaged or out of bounds, keeps
// what was written, and reads the keys that older versions wrote.
#include "app/lanstart/lansettings.h"
#include "app/net/beacon.h"
#include "app/storage/settings.h"

#include "ui/dialogs/newgamedialog.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTest>

class TestSettings : public QObject {
    Q_OBJECT

private slots:
    void init();
    void defaultsWhenNothingIsSaved();
    void keepsWhatIsWritten();
    void damagedValuesReadAsDefaults_data();
    void damagedValuesReadAsDefaults();
    void boundsOnWriting();
    void recentAddressesNewestFirstAndBounded();
    void timingsAreBounded();
    void readsTheKeysOlderVersionsWrote();

private:
    QTemporaryDir m_dir;
};

void TestSettings::init()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("SeaBattleTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings().clear();
}

void TestSettings::defaultsWhenNothingIsSaved()
{
    const Settings settings;
    QVERIFY(settings.animations());
    QVERIFY(!settings.hints()); // hints are off unless the player asks for them
    QCOMPARE(settings.pace(), Settings::kDefaultPace);
    QCOMPARE(settings.language(), QString());
    QVERIFY(settings.soundOn());
    QCOMPARE(settings.volume(), std::nullopt);
    QCOMPARE(LanSettings().name(), QString());
    QCOMPARE(LanSettings().port(), net::kDefaultPort);
    QCOMPARE(LanSettings().listenAddress(), QHostAddress(QHostAddress::Any));
    QCOMPARE(LanSettings().discoveryPort(), net::kDefaultDiscoveryPort);
    QVERIFY(LanSettings().recentAddresses().isEmpty());
}

void TestSettings::keepsWhatIsWritten()
{
    {
        Settings settings;
        settings.setAnimations(false);
        settings.setHints(true);
        settings.setPace(250);
        settings.setLanguage(QStringLiteral("pt"));
        settings.setSoundOn(false);
        settings.setVolume(30);
        LanSettings().setName(QStringLiteral("  Anaïs  "));
        LanSettings().setPort(50000);
    }
    const Settings settings; // read afresh
    QVERIFY(!settings.animations());
    QVERIFY(settings.hints());
    QCOMPARE(settings.pace(), 250);
    QCOMPARE(settings.language(), QStringLiteral("pt"));
    QVERIFY(!settings.soundOn());
    QCOMPARE(settings.volume(), std::optional(30));
    QCOMPARE(LanSettings().name(), QStringLiteral("Anaïs"));
    QCOMPARE(LanSettings().port(), quint16(50000));
}

void TestSettings::damagedValuesReadAsDefaults_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    QTest::newRow("pace: words") << "view/pace" << QVariant(QStringLiteral("fast"));
    QTest::newRow("pace: negative") << "view/pace" << QVariant(-5);
    QTest::newRow("pace: too long") << "view/pace" << QVariant(999'999);
    QTest::newRow("volume: words") << "sound/volume" << QVariant(QStringLiteral("loud"));
    QTest::newRow("volume: 101") << "sound/volume" << QVariant(101);
    QTest::newRow("port: 0") << "lan/port" << QVariant(0);
    QTest::newRow("port: 70000") << "lan/port" << QVariant(70'000);
    QTest::newRow("discovery port: words") << "lan/discoveryPort" << QVariant(QStringLiteral("x"));
    QTest::newRow("listen address: words") << "lan/listenAddress" << QVariant(QStringLiteral("nowhere"));
}

void TestSettings::damagedValuesReadAsDefaults()
{
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    QSettings().setValue(key, value);
    const Settings settings;
    QCOMPARE(settings.pace(), Settings::kDefaultPace);
    QCOMPARE(settings.volume(), std::nullopt);
    QCOMPARE(LanSettings().port(), net::kDefaultPort);
    QCOMPARE(LanSettings().discoveryPort(), net::kDefaultDiscoveryPort);
    QCOMPARE(LanSettings().listenAddress(), QHostAddress(QHostAddress::Any));
    QCOMPARE(QSettings().value(key), value); // read, not rewritten: nothing is lost
}

void TestSettings::boundsOnWriting()
{
    Settings settings;
    settings.setPace(-1);
    QCOMPARE(settings.pace(), 0);
    settings.setPace(Settings::kMaxPace + 1);
    QCOMPARE(settings.pace(), Settings::kMaxPace);
    settings.setVolume(150);
    QCOMPARE(settings.volume(), std::optional(100));
    LanSettings().setName(QString(100, QLatin1Char('x')));
    QCOMPARE(LanSettings().name().size(), net::kMaxNameLength);
}

void TestSettings::recentAddressesNewestFirstAndBounded()
{
    LanSettings lan;
    for (int i = 0; i < LanSettings::kMaxRecent + 3; ++i)
        lan.rememberAddress(QStringLiteral("127.0.0.1:%1").arg(47300 + i));
    lan.rememberAddress(QStringLiteral("127.0.0.1:47305")); // again: to the front, once
    const QStringList recent = lan.recentAddresses();
    QCOMPARE(recent.size(), LanSettings::kMaxRecent);
    QCOMPARE(recent.first(), QStringLiteral("127.0.0.1:47305"));
    QCOMPARE(recent.count(QStringLiteral("127.0.0.1:47305")), 1);
    QCOMPARE(recent.at(1), QStringLiteral("127.0.0.1:%1").arg(47300 + LanSettings::kMaxRecent + 2));
}

void TestSettings::timingsAreBounded()
{
    const net::LanTimings defaults;
    QSettings store;
    store.setValue(QStringLiteral("lan/heartbeatMs"), 1);      // below 50 ms
    store.setValue(QStringLiteral("lan/graceMs"), 99'999'999); // above an hour
    store.setValue(QStringLiteral("lan/retryMs"), QStringLiteral("soon"));
    const net::LanTimings t = LanSettings().timings();
    QCOMPARE(t.link.heartbeat, std::chrono::milliseconds(50));
    QCOMPARE(t.grace, std::chrono::milliseconds(3'600'000));
    QCOMPARE(t.retry, defaults.retry);
    QCOMPARE(t.reveal, defaults.reveal);
}

void TestSettings::readsTheKeysOlderVersionsWrote()
{
    QSettings store;
    store.setValue(QStringLiteral("view/pace"), 1200);
    store.setValue(QStringLiteral("sound/on"), false);
    store.setValue(QStringLiteral("lan/name"), QStringLiteral("Bob"));
    store.setValue(QStringLiteral("lan/recent"), QStringList{QStringLiteral("[::1]:47300")});
    store.setValue(QStringLiteral("newGame/preset"), int(seabattle::Preset::Classic));
    store.sync();
    Settings settings;
    QCOMPARE(settings.pace(), 1200);
    QVERIFY(!settings.soundOn());
    QCOMPARE(LanSettings().name(), QStringLiteral("Bob"));
    QCOMPARE(LanSettings().recentAddresses(), QStringList{QStringLiteral("[::1]:47300")});
    QCOMPARE(settings.newGameChoice().rules.preset, seabattle::Preset::Classic);
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
