// SPDX-License-Identifier: GPL-3.0-or-later
// Takes the README's screenshots from the real windows: placing the fleet (a red ghost and its
// reason), mid-battle and game over, and a LAN match (the host's lobby, the guest reading the
// rules, the battle with chat, a cheat exposed), in one language. Run by scripts/screenshots.
// The LAN peer is in-process, on 127.0.0.1 only.
// Usage: take_screenshots OUTPUT_DIR LANGUAGE [dark|contrast]   ("dark": a dark palette, as a dark
// desktop theme gives; "contrast": black and white with yellow, as a high-contrast theme gives)
#include "../uitestsupport.h"
#include "../viewparts.h"
#include "app/json/utctime.h"
#include "app/lanstart/lanwords.h"
#include "app/launch/gameicon.h"
#include "app/net/beacon.h"
#include "app/net/lancomputer.h"
#include "app/session/gameflow.h"
#include "app/session/localgame.h"
#include "core/ai/computeropponent.h"
#include "core/randomlayout.h"
#include "core/review/gamereview.h"
#include "core/review/hitodds.h"
#include "salvoscreens.h"
#include "ui/battle/battleview.h"
#include "ui/battle/chatview.h"
#include "ui/board/boardview.h"
#include "ui/board/shoteffect.h"
#include "ui/dialogs/aboutbox.h"
#include "ui/livery/keyboardcues.h"
#include "ui/lobby/joindialog.h"
#include "ui/lobby/lobbyview.h"
#include "ui/placement/fleeteditor.h"
#include "ui/placement/placementview.h"
#include "ui/replay/replayview.h"
#include "ui/replay/replaywindow.h"
#include "ui/statistics/statisticswindow.h"
#include "ui/welcome/welcomeview.h"
#include "ui/window/mainwindow.h"
#include "ui/words/levelwords.h"
#include "ui/words/reviewwords.h"
#include "ui/words/rulessummary.h"

#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPalette>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUdpSocket>

#include <algorithm>
#include <chrono>
#include <cstdio>

using namespace seabattle;

namespace {

bool save(QWidget& window, const QString& path)
{
    return saveScreenshot(window, path);
}

Coord at(const char* name)
{
    return *parseCoord(name);
}

// A LAN match seen by its host, against an in-process guest; then the guest's view of an offer.
bool lanScreens(const QString& dir, const QString& suffix)
{
    QTemporaryDir settingsDir; // never the player's own settings, statistics or replays
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    {
        QSettings settings;
        settings.setValue(QStringLiteral("lan/listenAddress"), QStringLiteral("127.0.0.1"));
        settings.setValue(QStringLiteral("lan/name"), QStringLiteral("Anaïs"));
        settings.setValue(QStringLiteral("lan/discoveryAddress"), QStringLiteral("127.0.0.1"));
        settings.setValue(QStringLiteral("lan/discoveryPort"), 0); // not announced
    }
    bool ok = true;
    MainWindow window;
    window.resize(1000, 640);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    GameFlow flow(window);
    if (!flow.hostGame(0))
        return false;
    // The addresses this machine really has would vary from run to run; loopback ones stand in
    // (the house rule: tests and tools name no other address).
    window.lobbyView()->showWaiting({QStringLiteral("127.0.0.1:47300"), QStringLiteral("[::1]:47300")});
    ok &= save(window, QStringLiteral("%1/lan-lobby-%2.png").arg(dir, suffix));

    net::LanSession guest(net::LanSession::Role::Guest, QStringLiteral("Bruno"));
    net::LanComputer computer(guest, OpponentLevel::Medium, 5);
    guest.join(QStringLiteral("127.0.0.1"), flow.lanGame()->session().port());
    (void)QTest::qWaitFor([&] { return window.currentPage() == QLatin1String("placement"); }, 5000);
    QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
    QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
    net::LanSession& host = flow.lanGame()->session();
    (void)QTest::qWaitFor([&] { return host.state() == net::LanSession::State::Battle; }, 5000);
    guest.sendChat(QStringLiteral("Bonne chance !"));
    ::chat(window.battleView())->input()->setText(QStringLiteral("Good luck, Bruno!"));
    QTest::keyClick(::chat(window.battleView())->input(), Qt::Key_Return);
    for (int shot = 0; shot < 40 && host.state() == net::LanSession::State::Battle; ++shot) {
        (void)QTest::qWaitFor(
            [&] {
                return (host.match()->turn() == Player::One && !host.match()->pendingShot()) ||
                       host.state() != net::LanSession::State::Battle;
            },
            5000);
        for (int i = 0; i < kCellCount && host.state() == net::LanSession::State::Battle; ++i) {
            const Coord c = coordAt((i * 37 + shot) % kCellCount);
            if (host.match()->view(Player::One).canFireAt(c)) {
                QTest::mouseClick(::enemyBoard(window.battleView()), Qt::LeftButton, {},
                                  ::enemyBoard(window.battleView())->cellRect(c).center());
                break;
            }
        }
        if (shot == 20)
            guest.sendChat(QStringLiteral("Nice shot."));
    }
    (void)QTest::qWaitFor([&] { return host.match()->turn() == Player::One && !host.match()->pendingShot(); },
                          5000);
    ok &= save(window, QStringLiteral("%1/lan-battle-%2.png").arg(dir, suffix));

    // How a proven lie is told (the words a real conviction gets).
    host.resign();
    (void)QTest::qWaitFor([&] { return host.state() == net::LanSession::State::Over; }, 5000);
    net::Conviction lie{net::Conviction::Kind::FalseAnswers};
    lie.violations.push_back(
        {.kind = Violation::Kind::FalseMiss, .answer = 3, .target = at("E5"), .ship = ShipId{2, 0}});
    BattlePicture picture = pictureOf(*host.match());
    picture.result = MatchResult{Player::One, EndReason::RuleViolation};
    window.battleView()->showPicture(picture);
    window.battleView()->showGameOver(picture, 312, LanWords::conviction(lie, host.match()->rules()));
    window.battleView()->setNotice(
        QCoreApplication::translate("LanGame", "%1 broke the rules: the win is yours.")
            .arg(QStringLiteral("Bruno")));
    ok &= save(window, QStringLiteral("%1/lan-cheat-%2.png").arg(dir, suffix));

    // Joining: a game announced by a real beacon, heard by a real finder, on loopback.
    {
        QUdpSocket probe; // a free UDP port
        probe.bind(QHostAddress::LocalHost, 0);
        const quint16 port = probe.localPort();
        probe.close();
        net::GameFinder finder;
        finder.listen(port);
        net::GameBeacon beacon({QStringLiteral("Bruno"), QStringLiteral("classic"), 47300},
                               QHostAddress::LocalHost, port);
        beacon.start();
        JoinDialog dialog(net::kDefaultPort, &window);
        dialog.setPlayerName(QStringLiteral("Anaïs"));
        dialog.setRecent({QStringLiteral("127.0.0.1:47300")});
        QObject::connect(&finder, &net::GameFinder::gamesChanged, &dialog, [&] {
            QList<JoinDialog::Game> games;
            for (const net::FoundGame& g : finder.games())
                games.append(
                    {g.announcement.name, Preset::Classic, g.address.toString(), g.announcement.port});
            dialog.setGames(games);
        });
        dialog.show();
        (void)QTest::qWaitFor([&] { return !finder.games().isEmpty(); }, 3000);
        ok &= save(dialog, QStringLiteral("%1/lan-join-%2.png").arg(dir, suffix));
    }

    // The guest's side: the host's rules, to accept or decline.
    Ruleset classic = Ruleset::classic();
    window.lobbyView()->showOffer(QStringLiteral("Bruno"), classic, true);
    window.showLobby();
    ok &= save(window, QStringLiteral("%1/lan-offer-%2.png").arg(dir, suffix));
    return ok;
}

// What the player keeps: the statistics window after a few dozen games, and a replay.
bool keptScreens(const QString& dir, const QString& suffix)
{
    Statistics statistics;
    std::vector<FinishedGame> games;
    Rng rng(17);
    const QDateTime start(QDate(2026, 11, 2), QTime(20, 0));
    for (int n = 0; n < 40; ++n) {
        const OpponentLevel level = n % 3 == 0 ? OpponentLevel::Hard : OpponentLevel::Medium;
        const Ruleset rules = Ruleset::standard();
        Match match(rules, n % 2 == 0 ? Player::One : Player::Two);
        (void)match.submitFleet(Player::One, *randomLayout(rules, rng));
        (void)match.submitFleet(Player::Two, *randomLayout(rules, rng));
        // The person plays like Medium, the computer at its level.
        while (!match.result()) {
            const Player p = *match.turn();
            (void)match.fire(
                p, chooseShot(p == Player::One ? OpponentLevel::Medium : level, match.view(p), rules, rng));
        }
        const ShotChart& mine = match.view(Player::One);
        FinishedGame game{toUtcTime(start.addSecs(n * 3600 * 7)),
                          std::string(keyOf(level)),
                          {},
                          *match.result(),
                          mine.shotsFired(),
                          mine.hits(),
                          match.history()};
        game.hinted = n % 9 == 4; // a few games with hints: ringed on the quality chart
        statistics.record(game);
        // Most games reviewed, the person's choices slowly improving; luck comes and goes (figures
        // of their own, so that the games stay those of the other screenshots).
        if (n % 6 != 5)
            statistics.attachReview(keyOf(level), *game.endedAt, std::min(52 + n + (n * 37) % 15 - 7, 100),
                                    double((n * n * 7 + n * 13) % 61 - 30) / 10.0);
        games.insert(games.begin(), game);
    }
    bool ok = true;
    StatisticsWindow window;
    window.resize(940, 760);
    window.setStatistics(statistics);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    ok &= save(window, QStringLiteral("%1/statistics-%2.png").arg(dir, suffix));
    window.hide();

    ReplayWindow replays;
    replays.resize(1100, 640);
    replays.setGames(games);
    replays.show();
    if (!QTest::qWaitForWindowExposed(&replays))
        return false;
    for (QPushButton* button : replays.findChildren<QPushButton*>())
        if (button->objectName() == QLatin1String("replayForward"))
            for (int i = 0; i < 30; ++i)
                button->click();
    // The steps sank ships: their fires out first, so the picture is the same every run.
    (void)QTest::qWaitFor(
        [&] {
            const auto boards = replays.findChildren<BoardView*>();
            return std::none_of(boards.begin(), boards.end(),
                                [](const BoardView* b) { return b->isBurning(); });
        },
        8000);
    ok &= save(replays, QStringLiteral("%1/replay-%2.png").arg(dir, suffix));

    // The same game reviewed: verdict badges on both boards, the words, and the heat map of the
    // odds before the player's last shot.
    if (const auto review = reviewShots(games[0].history->rules, outcomesOf(*games[0].history))) {
        replays.resize(1100, 760);
        replays.setReview(0, *review);
        ReplayView* view = replays.replayView();
        for (int step = view->step(); step > 0; --step)
            if (view->history()->shots[std::size_t(step - 1)].shooter == Player::One) {
                view->goToStep(step);
                break;
            }
        QTest::keyClick(view, Qt::Key_H);
        ok &= save(replays, QStringLiteral("%1/replay-review-%2.png").arg(dir, suffix));
    }
    return ok;
}

} // namespace

// The window at its narrowest, where labels wrap: a label that must not break (a ship and its
// state, a number and what it counts) shows whole or moves to the next line whole.
bool saveNarrowest(QWidget& window, const QString& path)
{
    const QSize size = window.size();
    window.resize(window.minimumSizeHint().expandedTo(window.minimumSize()));
    QTest::qWait(50);
    const bool saved = save(window, path);
    window.resize(size);
    QTest::qWait(50);
    return saved;
}

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: take_screenshots OUTPUT_DIR LANGUAGE\n");
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    const QString language = QString::fromLocal8Bit(argv[2]);
    QDir().mkpath(dir);
    const QString theme = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QString();
    const bool dark = theme == QLatin1String("dark");
    const QString suffix = theme.isEmpty() ? language : theme + u'-' + language;
    if (theme == QLatin1String("contrast")) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QPalette palette;
        for (const auto role : {QPalette::Window, QPalette::Base, QPalette::Button})
            palette.setColor(role, Qt::black);
        for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            palette.setColor(role, Qt::white);
        palette.setColor(QPalette::Highlight, QColor(0xff, 0xeb, 0x3b));
        palette.setColor(QPalette::HighlightedText, Qt::black);
        QApplication::setPalette(palette);
    }
    if (dark) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QPalette palette;
        palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
        palette.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
        palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
        QApplication::setPalette(palette);
    }
    KeyboardCues::install(); // as the game does: Alt+letter underlined only while Alt is held
    QCoreApplication::setApplicationVersion(QStringLiteral(SEABATTLE_VERSION));
    QApplication::setWindowIcon(gameIcon());
    QTranslator qt;
    QTranslator ours;
    const QLocale locale(language);
    QLocale::setDefault(locale); // dates as the player's language writes them
    if (qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qt);
    if (ours.load(QStringLiteral(SEABATTLE_QM_DIR "/seabattle_") + language))
        QApplication::installTranslator(&ours);

    MainWindow window;
    window.resize(1000, 640);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    bool ok = true;

    // The welcome page, with a game left to continue.
    window.welcomeView()->setRulesText(
        presetShortLine(Preset::Standard),
        choiceLine(NewGameChoice{false, OpponentLevel::Medium, Ruleset::standard()}) + u'\n' +
            presetLine(Preset::Standard));
    window.welcomeView()->setContinueText(
        leftGameLine(OpponentLevel::Medium, QDateTime(QDate(2026, 12, 1), QTime(14, 2))));
    window.showWelcome();
    QTest::qWait(50);
    ok &= save(window, QStringLiteral("%1/welcome-%2.png").arg(dir, suffix));

    // Placing the fleet: the Carrier is down, the Cruiser hangs red against it.
    const Ruleset rules = Ruleset::standard();
    // As the game starts it against the computer: who the fleet will meet beside the title.
    window.placementView()->start(rules, 7, choiceLine(NewGameChoice{false, OpponentLevel::Medium, rules}));
    window.showPlacement();
    QTest::qWait(50);
    FleetEditor* editor = window.placementView()->editor();
    drag(editor, shipyardGrip(*editor, 0), editor->cellRect(at("B2")).center(), true);
    drag(editor, shipyardGrip(*editor, 3), editor->cellRect(at("E5")).center(), true);
    drag(editor, shipyardGrip(*editor, 2), editor->cellRect(at("C3")).center(), false);
    ok &= save(window, QStringLiteral("%1/placement-%2.png").arg(dir, suffix));
    // The same, maximised on a small laptop and at the window's smallest: the board and the
    // shipyard take the room there is.
    window.resize(1280, 800);
    QTest::qWait(50);
    ok &= save(window, QStringLiteral("%1/placement-wide-%2.png").arg(dir, suffix));
    ok &= saveNarrowest(window, QStringLiteral("%1/placement-narrowest-%2.png").arg(dir, suffix));
    window.resize(1000, 640);
    QTest::qWait(50);
    QTest::mouseRelease(editor, Qt::LeftButton, Qt::NoModifier, editor->cellRect(at("C3")).center());

    // Mid-battle against Medium.
    Rng rng(3);
    NewGameChoice choice{false, OpponentLevel::Medium, rules};
    choice.rules.firstShooter = FirstShooter::PlayerOne;
    LocalGame game(choice, *randomLayout(rules, rng), 11, window.battleView());
    game.session().setComputerDelay(std::chrono::milliseconds(0));
    window.showBattle();
    const auto fireNext = [&] {
        (void)QTest::qWaitFor([&] { return game.session().match().turn() != Player::Two; }, 5000);
        for (int i = 0; i < kCellCount; ++i) {
            const Coord c = coordAt((i * 37) % kCellCount); // a scattered order, as a person fires
            if (game.session().match().view(Player::One).canFireAt(c)) {
                QTest::mouseClick(::enemyBoard(window.battleView()), Qt::LeftButton, {},
                                  ::enemyBoard(window.battleView())->cellRect(c).center());
                return;
            }
        }
    };
    const auto settle = [&] {
        (void)QTest::qWaitFor(
            [&] {
                // Still: no shot landing, no wreck burning (the pictures are the same every run).
                return !::enemyBoard(window.battleView())->isAnimating() &&
                       !::ownBoard(window.battleView())->isAnimating() &&
                       !::enemyBoard(window.battleView())->isBurning() &&
                       !::ownBoard(window.battleView())->isBurning();
            },
            8000);
    };
    for (int shot = 0; shot < 22 && !game.session().match().result(); ++shot)
        fireNext();
    (void)QTest::qWaitFor([&] { return game.session().match().turn() != Player::Two; }, 5000);
    settle();
    ok &= save(window, QStringLiteral("%1/battle-%2.png").arg(dir, suffix));
    ok &= saveNarrowest(window, QStringLiteral("%1/battle-narrowest-%2.png").arg(dir, suffix));
    // A hint: the odds of a ship over Enemy waters, the best cell outlined.
    {
        BattleView* battle = window.battleView();
        const HitOdds odds = hitOdds(game.session().match().view(Player::One), rules, 5);
        Coord best = coordAt(0);
        for (int i = 0; i < kCellCount; ++i)
            if (odds.chance[coordAt(i)] > odds.chance[best])
                best = coordAt(i);
        battle->setHintsOffered(true);
        battle->showHint(odds.chance, best);
        ok &= save(window, QStringLiteral("%1/battle-hint-%2.png").arg(dir, suffix));
        battle->setHintsOffered(false);
    }
    // A shot landing on a ship: the shell has struck, fire and smoke, the word over the board.
    const Match& match = game.session().match();
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        if (match.view(Player::One).canFireAt(c) && match.fleet(Player::Two)->shipAt(c)) {
            QTest::mouseClick(::enemyBoard(window.battleView()), Qt::LeftButton, {},
                              ::enemyBoard(window.battleView())->cellRect(c).center());
            break;
        }
    }
    QTest::qWait(int(ShotEffect::kDurationMs * 0.4));
    ok &= save(window, QStringLiteral("%1/battle-shot-%2.png").arg(dir, suffix));

    // To the end.
    while (!game.session().match().result())
        fireNext();
    settle();
    // Played at machine pace, this game took seconds; the banner gives a person's length instead.
    window.battleView()->showGameOver(pictureOf(game.session().match()), 11 * 60 + 40, {});
    ok &= save(window, QStringLiteral("%1/game-over-%2.png").arg(dir, suffix));
    // The game reviewed: its summary (the app's words) and "Review this game".
    window.battleView()->showReviewProgress(16, 40);
    ok &= save(window, QStringLiteral("%1/game-over-reviewing-%2.png").arg(dir, suffix));
    PlayerReview reviewed;
    reviewed.quality = 87;
    reviewed.wasted = 2;
    reviewed.luck = 2.6;
    window.battleView()->showReviewSummary(ReviewWords::reviewSummary(reviewed),
                                           ReviewWords::reviewGist(reviewed),
                                           ReviewWords::reviewExplained(reviewed));
    ok &= save(window, QStringLiteral("%1/game-over-review-%2.png").arg(dir, suffix));

    // Settings, open: sound on, its volume; then Help → About.
    QMenu* settings = qobject_cast<QMenu*>(window.soundAction()->associatedObjects().value(0));
    if (settings) {
        settings->popup(window.mapToGlobal(QPoint(80, 30)));
        QTest::qWait(100);
        ok &= save(*settings, QStringLiteral("%1/settings-menu-%2.png").arg(dir, suffix));
        settings->hide();
    }
    QTimer::singleShot(300, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                ok &= save(*box, QStringLiteral("%1/about-%2.png").arg(dir, suffix));
                box->accept();
            }
    });
    showAboutBox(&window);
    ok &= salvoScreens(window, dir, suffix);
    ok &= lanScreens(dir, suffix);
    ok &= keptScreens(dir, suffix);
    return ok ? 0 : 1;
}
