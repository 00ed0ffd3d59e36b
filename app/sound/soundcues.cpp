// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sound/soundcues.h"

#include "app/sound/soundeffects.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QSettings>

void connectSoundCues(MainWindow& window, SoundEffects& sounds, QSettings& settings, QObject* context)
{
    sounds.setEnabled(settings.value(QStringLiteral("sound/on"), true).toBool());
    bool volumeOk = false;
    const int volume = settings.value(QStringLiteral("sound/volume"), sounds.volume()).toInt(&volumeOk);
    if (volumeOk && volume >= 0 && volume <= 100)
        sounds.setVolume(volume);
    window.soundAction()->setChecked(sounds.isEnabled());
    window.showVolume(sounds.volume());
    QObject::connect(&window, &MainWindow::soundToggled, context, [&sounds, &settings](bool on) {
        sounds.setEnabled(on);
        settings.setValue(QStringLiteral("sound/on"), on);
    });
    QObject::connect(&window, &MainWindow::volumeChosen, context, [&sounds, &settings](int percent) {
        sounds.setVolume(percent);
        settings.setValue(QStringLiteral("sound/volume"), percent);
    });
}
