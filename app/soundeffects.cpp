// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/soundeffects.h"

#include <QAudio>
#include <QAudioDevice>
#include <QSoundEffect>

#include <algorithm>

SoundEffects::SoundEffects(QObject* parent) : QObject(parent)
{
    // A headset plugged in later brings the sounds; nothing is probed again before then.
    connect(&m_devices, &QMediaDevices::audioOutputsChanged, this, &SoundEffects::loadIfOutput);
    loadIfOutput();
}

SoundEffects::~SoundEffects() = default;

QUrl SoundEffects::sourceOf(Sound sound)
{
    static const std::array<const char*, kSounds.size()> names = {"miss", "hit", "sunk", "victory", "defeat"};
    return QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(names[std::size_t(sound)])));
}

void SoundEffects::loadIfOutput()
{
    // Without an output QSoundEffect would warn on every play; with none there is nothing to load.
    if (m_loaded || QMediaDevices::audioOutputs().isEmpty())
        return;
    for (Sound sound : kSounds) {
        auto* effect = new QSoundEffect(this);
        effect->setSource(sourceOf(sound));
        m_effects[std::size_t(sound)] = effect;
    }
    m_loaded = true;
    applyVolume();
}

bool SoundEffects::isPlaying(Sound sound) const
{
    const QSoundEffect* effect = m_effects[std::size_t(sound)];
    return effect && effect->isPlaying();
}

void SoundEffects::play(Sound sound)
{
    const bool audible = m_loaded && m_enabled && m_volume > 0;
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
    if (!on && m_loaded)
        for (QSoundEffect* effect : m_effects)
            effect->stop();
}

void SoundEffects::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    applyVolume();
}

void SoundEffects::applyVolume()
{
    const float linear = QAudio::convertVolume(float(m_volume) / 100.0f, QAudio::LogarithmicVolumeScale, QAudio::LinearVolumeScale);
    for (QSoundEffect* effect : m_effects)
        if (effect)
            effect->setVolume(linear);
}
