// SPDX-License-Identifier: GPL-3.0-or-later
// The sounds: synthesised WAVs that are what QSoundEffect plays (16-bit PCM, sensible lengths and
// levels, no click at either end); with no audio device the layer stays silent, warns nothing and
// never waits; the battle cues a sound for every shot and for the end; the Settings menu's sound
// toggle and volume reach the layer and the settings file, and come back at the next start.
#include "app/session/gameflow.h"
#include "app/sound/soundeffects.h"
#include "ui/battle/battleview.h"
#include "ui/placement/placementview.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cmath>

using namespace seabattle;

Q_DECLARE_METATYPE(Sound)

namespace {

struct Wav {
    int format = 0, channels = 0, rate = 0, bits = 0;
    QList<qint16> samples;
};

// A canonical 44-byte-header WAV, as the synthesiser writes it; nullopt for anything else.
std::optional<Wav> readWav(const QByteArray& bytes)
{
    if (bytes.size() < 44 || !bytes.startsWith("RIFF") || bytes.mid(8, 8) != "WAVEfmt " ||
        bytes.mid(36, 4) != "data")
        return std::nullopt;
    const auto u16 = [&](int at) { return int(qFromLittleEndian<quint16>(bytes.constData() + at)); };
    const auto u32 = [&](int at) { return qint64(qFromLittleEndian<quint32>(bytes.constData() + at)); };
    if (u32(4) != bytes.size() - 8 || u32(40) != bytes.size() - 44)
        return std::nullopt;
    Wav wav{u16(20), u16(22), int(u32(24)), u16(34), {}};
    for (int at = 44; at + 1 < bytes.size(); at += 2)
        wav.samples << qint16(qFromLittleEndian<quint16>(bytes.constData() + at));
    return wav;
}

QList<Sound> soundsOf(const QSignalSpy& spy)
{
    QList<Sound> sounds;
    for (const QList<QVariant>& call : spy)
        sounds << call.at(0).value<Sound>();
    return sounds;
}

} // namespace

class TestSounds : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void everySoundIsAShortCleanWav_data();
    void everySoundIsAShortCleanWav();
    void withoutAudioDeviceSilentAndImmediate();
    void volumeAndToggle();
    void theBattleCuesItsSounds();
    void settingsMenuReachesSoundsAndSettings();

private:
    QTemporaryDir m_settings;
};

void TestSounds::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    qRegisterMetaType<Sound>();
}

void TestSounds::init()
{
    QSettings().clear();
    QSettings().setValue(QStringLiteral("view/pace"), 200);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

void TestSounds::everySoundIsAShortCleanWav_data()
{
    QTest::addColumn<Sound>("sound");
    QTest::addColumn<double>("shortest"); // seconds
    QTest::addColumn<double>("longest");
    QTest::newRow("miss") << Sound::Miss << 0.2 << 0.8;
    QTest::newRow("hit") << Sound::Hit << 0.2 << 0.8;
    QTest::newRow("sunk") << Sound::Sunk << 0.6 << 1.6;
    QTest::newRow("victory") << Sound::Victory << 0.8 << 2.0;
    QTest::newRow("defeat") << Sound::Defeat << 0.8 << 2.0;
}

void TestSounds::everySoundIsAShortCleanWav()
{
    QFETCH(Sound, sound);
    QFETCH(double, shortest);
    QFETCH(double, longest);
    const QUrl url = SoundEffects::sourceOf(sound);
    QCOMPARE(url.scheme(), QStringLiteral("qrc"));
    QFile file(u':' + url.path());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const auto wav = readWav(file.readAll());
    QVERIFY(wav);
    QCOMPARE(wav->format, 1); // PCM
    QCOMPARE(wav->channels, 1);
    QCOMPARE(wav->rate, 22050);
    QCOMPARE(wav->bits, 16);
    const double seconds = double(wav->samples.size()) / wav->rate;
    QVERIFY2(seconds >= shortest && seconds <= longest, qPrintable(QString::number(seconds)));
    int peak = 0;
    for (qint16 s : wav->samples)
        peak = std::max(peak, std::abs(int(s)));
    const double peakDb = 20 * std::log10(peak / 32768.0);
    QVERIFY2(peakDb > -6.5 && peakDb < -1.0, qPrintable(QString::number(peakDb))); // heard, never clipped
    // No click: both ends fade to silence.
    QVERIFY(std::abs(int(wav->samples.front())) < 100);
    QVERIFY(std::abs(int(wav->samples.back())) < 100);
}

void TestSounds::withoutAudioDeviceSilentAndImmediate()
{
    // CTest gives the game no sound server (PULSE_SERVER points nowhere): no audio output.
    SoundEffects sounds;
    QVERIFY(!sounds.hasOutput());
    QSignalSpy cued(&sounds, &SoundEffects::cued);
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); // not a word on the console
    QElapsedTimer clock;
    clock.start();
    for (int round = 0; round < 20; ++round)
        for (Sound sound : kSounds)
            sounds.play(sound);
    // Nothing waits for a device: a hundred cues take far less than one frame would.
    QVERIFY2(clock.elapsed() < 250, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(cued.size(), 20 * int(kSounds.size()));
    for (const QList<QVariant>& call : cued)
        QCOMPARE(call.at(1).toBool(), false); // none audible
}

void TestSounds::volumeAndToggle()
{
    SoundEffects sounds;
    QVERIFY(sounds.isEnabled()); // on by default
    QCOMPARE(sounds.volume(), 75);
    sounds.setVolume(140);
    QCOMPARE(sounds.volume(), 100);
    sounds.setVolume(-3);
    QCOMPARE(sounds.volume(), 0);
    sounds.setEnabled(false);
    QVERIFY(!sounds.isEnabled());
}

void TestSounds::theBattleCuesItsSounds()
{
    MainWindow window;
    GameFlow flow(window);
    window.show();
    QSignalSpy cued(&flow.sounds(), &SoundEffects::cued);
    Ruleset rules = Ruleset::standard();
    rules.firstShooter = FirstShooter::PlayerOne;
    rules.shootAgainAfterHit = true; // the person keeps firing while hitting: the computer never shoots
    flow.start({false, OpponentLevel::Easy, rules});
    QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
    QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
    QVERIFY(flow.game());
    const Match& match = flow.game()->session().match();
    const FleetLayout enemy = *match.fleet(Player::Two);
    QList<Sound> expected;
    for (std::size_t ship = 0; ship < enemy.placements().size(); ++ship) {
        const std::vector<Coord> cells = enemy.placements()[ship].cells();
        for (std::size_t i = 0; i < cells.size(); ++i) {
            emit window.battleView()->fireRequested(cells[i]);
            expected << (i + 1 < cells.size() ? Sound::Hit : Sound::Sunk);
        }
    }
    QVERIFY(match.result());
    expected << Sound::Victory; // after the last sinking
    QCOMPARE(soundsOf(cued), expected);

    // A miss, then resigning: the defeat.
    flow.start({false, OpponentLevel::Easy, rules});
    QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
    QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
    const FleetLayout other = *flow.game()->session().match().fleet(Player::Two);
    cued.clear();
    for (int i = 0; i < kCellCount; ++i)
        if (!other.shipAt(coordAt(i))) {
            emit window.battleView()->fireRequested(coordAt(i));
            break;
        }
    flow.game()->resign();
    QCOMPARE(soundsOf(cued), (QList<Sound>{Sound::Miss, Sound::Defeat}));
}

void TestSounds::settingsMenuReachesSoundsAndSettings()
{
    {
        MainWindow window;
        GameFlow flow(window);
        QVERIFY(window.soundAction()->isChecked()); // on by default
        QVERIFY(flow.sounds().isEnabled());
        window.soundAction()->trigger();
        QVERIFY(!flow.sounds().isEnabled());
        QList<QAction*> volumes = window.volumeActions();
        QCOMPARE(volumes.size(), 4);
        volumes.front()->trigger(); // the quietest
        QCOMPARE(flow.sounds().volume(), volumes.front()->data().toInt());
        // Off, nothing is heard even with an output; the cue still says what was asked.
        QSignalSpy cued(&flow.sounds(), &SoundEffects::cued);
        flow.sounds().play(Sound::Hit);
        QCOMPARE(cued.size(), 1);
        QCOMPARE(cued.front().at(1).toBool(), false);
    }
    QCOMPARE(QSettings().value(QStringLiteral("sound/on")).toBool(), false);
    MainWindow window; // the next start
    GameFlow flow(window);
    QVERIFY(!window.soundAction()->isChecked());
    QVERIFY(!flow.sounds().isEnabled());
    QCOMPARE(flow.sounds().volume(), 25);
    QVERIFY(window.volumeActions().front()->isChecked());

    // A hand-edited volume out of range keeps the default.
    QSettings().setValue(QStringLiteral("sound/volume"), QStringLiteral("loud"));
    MainWindow again;
    GameFlow flowAgain(again);
    QCOMPARE(flowAgain.sounds().volume(), 75);
}

QTEST_MAIN(TestSounds)
#include "tst_sounds.moc"
