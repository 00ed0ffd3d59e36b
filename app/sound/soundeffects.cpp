// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sound/soundeffects.h"

#include <QAudio>
#include <QAudioDevice>
#include <QSoundEffect>

#include <algorithm>

SoundEffects::SoundEffects(QObject* parent) : QObject(parent)
{
}

void SoundEffects::prepare()
{
    if (m_devices)
        return;
    m_devices = std::make_unique<QMediaDevices>();
    // Qt 6.4's PulseAudio backend keeps its device list current but does not always say so
    // (audioOutputsChanged stays silent when a sink comes or goes), so play() looks again too.
    connect(m_devices.get(), &QMediaDevices::audioOutputsChanged, this, &SoundEffects::followOutput);
    followOutput();
}

SoundEffects::~SoundEffects() = default;

QUrl SoundEffects::sourceOf(Sound sound)
{
    static const std::array<const char*, kSounds.size()> names = {"miss", "hit", "sunk", "victory", "defeat"};
    return QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(names[std::size_t(sound)])));
}

bool SoundEffects::hasOutput() const
{
    return !QMediaDevices::audioOutputs().isEmpty();
}

// Loads the sounds for the default output the first time there is one, and again when another
// output becomes the default (the headset just plugged in). Qt 6.4 cannot move a QSoundEffect
// whose output went away: setAudioDevice() leaves it blocking in play(), so the effects are made
// anew. Without an output nothing is loaded: QSoundEffect would warn on every play.
bool SoundEffects::followOutput()
{
    const QAudioDevice output = QMediaDevices::defaultAudioOutput();
    if (output.isNull())
        return false;
    if (!m_effects.front() || m_effects.front()->audioDevice() != output)
        load(output);
    return true;
}

void SoundEffects::load(const QAudioDevice& output)
{
    for (QSoundEffect*& effect : m_effects) {
        delete effect;
        effect = new QSoundEffect(output, this);
    }
    for (Sound sound : kSounds)
        m_effects[std::size_t(sound)]->setSource(sourceOf(sound));
    applyVolume();
}

bool SoundEffects::isPlaying(Sound sound) const
{
    const QSoundEffect* effect = m_effects[std::size_t(sound)];
    return effect && effect->isPlaying();
}

void SoundEffects::play(Sound sound)
{
    const bool wanted = m_enabled && m_volume > 0;
    if (wanted)
        prepare(); // (no sound server is asked for a game played silent)
    const bool audible = wanted && followOutput();
    if (audible) {
        if (sound == Sound::Victory || sound == Sound::Defeat)
            for (QSoundEffect* effect : m_effects)
                effect->stop();
        m_effects[std::size_t(sound)]->play();
    }
    emit cued(sound, audible);
}

void SoundEffects::setEnabled(bool on)
{
    m_enabled = on;
    if (!on)
        stopAll();
}

void SoundEffects::stopAll()
{
    for (QSoundEffect* effect : m_effects)
        if (effect)
            effect->stop();
}

void SoundEffects::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    applyVolume();
}

void SoundEffects::applyVolume()
{
    const float linear = QAudio::convertVolume(float(m_volume) / 100.0f, QAudio::LogarithmicVolumeScale,
                                               QAudio::LinearVolumeScale);
    for (QSoundEffect* effect : m_effects)
        if (effect)
            effect->setVolume(linear);
}
