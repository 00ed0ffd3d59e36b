// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAudioDevice>
#include <QMediaDevices>
#include <QObject>
#include <QUrl>

#include <array>
#include <memory>

class QSoundEffect;

// The game's sounds, synthesised at build time (resources/sounds/synthesize.cpp).
enum class Sound { Miss, Hit, Sunk, Victory, Defeat };
inline constexpr std::array kSounds = {Sound::Miss, Sound::Hit, Sound::Sunk, Sound::Victory, Sound::Defeat};

// Plays the game's sounds through the system's default audio output (Qt Multimedia's
// QSoundEffect, which mixes without blocking). Without an audio output nothing is loaded and
// play() returns at once, silently; the sounds load when an output appears, and follow the
// default output when it changes. Nothing of the audio system is touched before prepare() or the
// first play(): connecting to the sound server takes tens of milliseconds, which the first window
// does not wait for.
class SoundEffects : public QObject {
    Q_OBJECT

public:
    explicit SoundEffects(QObject* parent = nullptr);
    ~SoundEffects() override;

    // Connects to the system's audio and loads the sounds for its output, once; play() does it
    // too, late. Called when a game begins, so that its first shot is heard at once.
    void prepare();
    // Starts `sound` if sound is on, the volume above 0 and an output exists. An end-of-game
    // sound stops the others first (the last sinking would drown the fanfare).
    void play(Sound sound);
    // Sound on or off (the Settings menu's toggle); on by default.
    void setEnabled(bool on);
    bool isEnabled() const { return m_enabled; }
    // 0 to 100 (clamped), as a person hears it: the scale is logarithmic.
    void setVolume(int percent);
    int volume() const { return m_volume; }
    // The system has an audio output now.
    bool hasOutput() const;
    // `sound` is being heard now (false without an output).
    bool isPlaying(Sound sound) const;
    // qrc:/sounds/miss.wav and so on.
    static QUrl sourceOf(Sound sound);

signals:
    // Every sound the game asks for; `audible` when it was started (not off, silent, or without
    // an output).
    void cued(Sound sound, bool audible);

private:
    bool followOutput();
    void load(const QAudioDevice& output);
    void applyVolume();
    void stopAll();

    std::unique_ptr<QMediaDevices> m_devices; // made by prepare()
    std::array<QSoundEffect*, kSounds.size()> m_effects{};
    bool m_enabled = true;
    int m_volume = 75;
};
