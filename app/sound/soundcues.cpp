// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sound/soundcues.h"

#include "app/sound/soundeffects.h"
#include "app/storage/settings.h"
#include "ui/window/mainwindow.h"

void connectSoundCues(MainWindow& window, SoundEffects& sounds, Settings& settings, QObject* context)
{
    sounds.setEnabled(settings.soundOn());
    if (const auto volume = settings.volume())
        sounds.setVolume(*volume);
    window.showSound(sounds.isEnabled());
    window.showVolume(sounds.volume());
    QObject::connect(&window, &MainWindow::soundToggled, context, [&sounds, &settings](bool on) {
        sounds.setEnabled(on);
        settings.setSoundOn(on);
    });
    QObject::connect(&window, &MainWindow::volumeChosen, context, [&sounds, &settings](int percent) {
        sounds.setVolume(percent);
        settings.setVolume(percent);
    });
}
