// GUI test of PresenterMode and AppStyle's runtime themes: presenter on and off (full screen,
// fonts of at least kPresenterPointSize, a high-contrast palette, the pointer; and everything
// back afterwards), the dark theme at runtime, the colour-blind scheme reaching the board (and
// never the exported colours), the remembered choices, and the dock layout per mode through
// saveLayout -> a new window -> restoreLayout; the window's F11 action kept in step with
// presenter mode. The board's own high-contrast colours while presenting are tested in
// test_presenter_contrast.cpp.
//
// Settings live in QStandardPaths' test location and are cleared before every test function.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <memory>

#include "AppStyle.h"
#include "BoardColors.h"
#include "BoardWidget.h"
#include "PresenterFixtures.h"
#include "PresenterMode.h"

using presentertest::contrast;
using presentertest::Window;

class TestPresenterMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void actionsAndMenu();
    void presenterOnOffRestores();
    void darkThemeAtRuntime();
    void colorBlindReachesTheBoardNotTheExports();
    void choicesRemembered();
    void dockLayoutSurvivesANewWindow();
    void layoutPerMode();
    void fullScreenActionFollowsPresenter();
    void fullScreenActionCheckedBeforeStaysChecked();

private:
    QFont originalFont_;
    QColor originalWindow_;
};

void TestPresenterMode::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QApplication::setApplicationName(QStringLiteral("test_presenter_mode"));
    AppStyle::apply(false);  // as main() does
    originalFont_ = QApplication::font();
    originalWindow_ = QApplication::palette().color(QPalette::Window);
}

void TestPresenterMode::init() {
    QSettings().clear();
}

void TestPresenterMode::cleanup() {
    AppStyle::apply(false);
    BoardColors::setDefaultScheme(BoardColors::Scheme::Standard);
    BoardColors::setDefaultHighContrast(false);
    QSettings().clear();
}

void TestPresenterMode::actionsAndMenu() {
    Window w;
    PresenterMode& m = *w.mode;
    QCOMPARE(m.presenterAction()->objectName(), QStringLiteral("presenterModeAction"));
    QCOMPARE(m.presenterAction()->shortcut(), QKeySequence(Qt::Key_F5));
    QVERIFY(m.presenterAction()->isCheckable());
    QCOMPARE(m.darkThemeAction()->objectName(), QStringLiteral("darkThemeAction"));
    QCOMPARE(m.colorBlindAction()->objectName(), QStringLiteral("colorBlindAction"));
    QVERIFY(m.darkThemeAction()->isCheckable() && m.colorBlindAction()->isCheckable());
    QVERIFY(m.pointerGroup()->isExclusive());
    QStringList names;
    for (QAction* a : m.pointerGroup()->actions()) names << a->objectName();
    QCOMPARE(names, (QStringList{"pointerOffAction", "pointerRowAction", "pointerColumnAction",
                                 "pointerDiagonalAction", "pointerAntiDiagonalAction",
                                 "pointerQueenLinesAction"}));
    std::unique_ptr<QMenu> menu(m.createMenu(nullptr));
    QVERIFY(!menu->title().isEmpty());
    const QList<QAction*> inMenu = menu->actions();
    QVERIFY(inMenu.contains(m.presenterAction()));
    QVERIFY(inMenu.contains(m.darkThemeAction()));
    QVERIFY(inMenu.contains(m.colorBlindAction()));
    for (QAction* a : m.pointerGroup()->actions()) {
        QVERIFY(inMenu.contains(a));
        QVERIFY(!a->text().isEmpty());
    }
    // The pointer actions drive the board.
    m.pointerAction(BoardWidget::PointerMode::Diagonal)->trigger();
    QCOMPARE(w.board->pointerMode(), BoardWidget::PointerMode::Diagonal);
    m.pointerAction(BoardWidget::PointerMode::Off)->trigger();
    QCOMPARE(w.board->pointerMode(), BoardWidget::PointerMode::Off);
}

// On: full screen, every font at least 20 pt, text against window at least 7:1 (WCAG AAA),
// the pointer on all queen lines. Off: the font, palette, window state and pointer of before.
void TestPresenterMode::presenterOnOffRestores() {
    Window w;
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.mode->pointerAction(BoardWidget::PointerMode::Row)->trigger();
    const Qt::WindowStates before = w.window.windowState();
    QVERIFY(!w.window.isFullScreen());
    const QFont fontBefore = QApplication::font();
    const QPalette paletteBefore = QApplication::palette();

    w.mode->presenterAction()->trigger();
    QVERIFY(w.mode->isPresenting());
    QVERIFY(w.mode->presenterAction()->isChecked());
    QVERIFY(w.window.isFullScreen());
    QVERIFY(QApplication::font().pointSizeF() >= AppStyle::kPresenterPointSize);
    // The widgets follow in the application's font change events.
    QTRY_VERIFY(w.board->font().pointSizeF() >= AppStyle::kPresenterPointSize);
    QTRY_VERIFY(w.docks[1]->widget()->font().pointSizeF() >= AppStyle::kPresenterPointSize);
    const QPalette p = QApplication::palette();
    QVERIFY(contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 7.0);
    QVERIFY(contrast(p.color(QPalette::Text), p.color(QPalette::Base)) >= 7.0);
    QVERIFY(contrast(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight)) >= 7.0);
    QCOMPARE(w.board->pointerMode(), BoardWidget::PointerMode::QueenLines);

    w.mode->presenterAction()->trigger();
    QVERIFY(!w.mode->isPresenting());
    QCOMPARE(w.window.windowState(), before);
    QCOMPARE(QApplication::font(), fontBefore);
    QCOMPARE(QApplication::font(), originalFont_);
    QTRY_COMPARE(w.board->font(), fontBefore);
    QCOMPARE(QApplication::palette().color(QPalette::Window),
             paletteBefore.color(QPalette::Window));
    QCOMPARE(QApplication::palette().color(QPalette::WindowText),
             paletteBefore.color(QPalette::WindowText));
    QCOMPARE(w.board->pointerMode(), BoardWidget::PointerMode::Row);
}

void TestPresenterMode::darkThemeAtRuntime() {
    Window w;
    QSignalSpy colors(w.mode.get(), &PresenterMode::colorsChanged);
    QVERIFY(!BoardColors::isDark(QApplication::palette()));
    w.mode->darkThemeAction()->trigger();
    QVERIFY(BoardColors::isDark(QApplication::palette()));
    QTRY_VERIFY(BoardColors::isDark(w.board->palette()));
    QVERIFY(AppStyle::current().dark);
    QCOMPARE(colors.count(), 1);
    w.mode->darkThemeAction()->trigger();
    QVERIFY(!BoardColors::isDark(QApplication::palette()));
    QCOMPARE(QApplication::palette().color(QPalette::Window), originalWindow_);
    QCOMPARE(colors.count(), 2);
    // Dark and presenting: a high-contrast dark palette; leaving presenter keeps dark.
    w.mode->darkThemeAction()->trigger();
    w.mode->presenterAction()->trigger();
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
    w.mode->presenterAction()->trigger();
    QCOMPARE(QApplication::palette().color(QPalette::Window),
             AppStyle::darkPalette().color(QPalette::Window));
}

// The board follows the scheme (its reject colour changes); exported images' colours
// (forTheme without a scheme) do not.
void TestPresenterMode::colorBlindReachesTheBoardNotTheExports() {
    Window w;
    const BoardColors exportLight = BoardColors::forTheme(false);
    const BoardColors exportDark = BoardColors::forTheme(true);
    QSignalSpy colors(w.mode.get(), &PresenterMode::colorsChanged);
    QCOMPARE(w.board->colorScheme(), BoardColors::Scheme::Standard);
    w.mode->colorBlindAction()->trigger();
    QCOMPARE(colors.count(), 1);
    QCOMPARE(BoardColors::defaultScheme(), BoardColors::Scheme::ColorBlindSafe);
    QCOMPARE(w.board->colorScheme(), BoardColors::Scheme::ColorBlindSafe);
    // A view created afterwards starts with it too.
    BoardWidget later;
    QCOMPARE(later.colorScheme(), BoardColors::Scheme::ColorBlindSafe);
    const BoardColors now = BoardColors::forTheme(false);
    QCOMPARE(now.rejectColumn, exportLight.rejectColumn);
    QCOMPARE(now.freeBit, exportLight.freeBit);
    QCOMPARE(now.scheme, BoardColors::Scheme::Standard);
    QCOMPARE(BoardColors::forTheme(true).attackedBit, exportDark.attackedBit);
    // The scheme's colours are not the standard ones where Standard used red and green.
    const BoardColors safe = BoardColors::forTheme(false, BoardColors::Scheme::ColorBlindSafe);
    QVERIFY(safe.freeBit != exportLight.freeBit);
    QVERIFY(safe.shapes && !exportLight.shapes);
    w.mode->colorBlindAction()->trigger();
    QCOMPARE(w.board->colorScheme(), BoardColors::Scheme::Standard);
}

// Theme, scheme and pointer are saved and a new window's PresenterMode applies them.
void TestPresenterMode::choicesRemembered() {
    {
        Window w;
        w.mode->darkThemeAction()->trigger();
        w.mode->colorBlindAction()->trigger();
        w.mode->pointerAction(BoardWidget::PointerMode::AntiDiagonal)->trigger();
    }
    AppStyle::apply(false);
    BoardColors::setDefaultScheme(BoardColors::Scheme::Standard);
    QVERIFY(!BoardColors::isDark(QApplication::palette()));
    Window again;
    QVERIFY(again.mode->darkThemeAction()->isChecked());
    QVERIFY(again.mode->colorBlindAction()->isChecked());
    QVERIFY(again.mode->pointerAction(BoardWidget::PointerMode::AntiDiagonal)->isChecked());
    QVERIFY(BoardColors::isDark(QApplication::palette()));
    QCOMPARE(again.board->colorScheme(), BoardColors::Scheme::ColorBlindSafe);
    QCOMPARE(again.board->pointerMode(), BoardWidget::PointerMode::AntiDiagonal);
}

// A dock moved to another area and one hidden: saveLayout, a new window built the same way,
// restoreLayout: the same areas and visibility.
void TestPresenterMode::dockLayoutSurvivesANewWindow() {
    {
        Window w;
        w.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.window.addDockWidget(Qt::BottomDockWidgetArea, w.docks[1]);
        w.docks[2]->hide();
        w.mode->saveLayout();
    }
    Window w;
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QCOMPARE(w.window.dockWidgetArea(w.docks[1]), Qt::RightDockWidgetArea);
    QVERIFY(w.docks[2]->isVisible());
    w.mode->restoreLayout();
    QCOMPARE(w.window.dockWidgetArea(w.docks[0]), Qt::LeftDockWidgetArea);
    QCOMPARE(w.window.dockWidgetArea(w.docks[1]), Qt::BottomDockWidgetArea);
    QVERIFY(!w.docks[2]->isVisible());
    QVERIFY(w.docks[0]->isVisible());
}

// Presenting has a layout of its own: a dock hidden while presenting is back after leaving,
// and hidden again on the next presentation (also in a new window).
void TestPresenterMode::layoutPerMode() {
    {
        Window w;
        w.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.mode->presenterAction()->trigger();
        w.docks[0]->hide();
        w.window.addDockWidget(Qt::LeftDockWidgetArea, w.docks[2]);
        w.mode->presenterAction()->trigger();  // leaves: saves the presenter layout
        QVERIFY(w.docks[0]->isVisible());
        QCOMPARE(w.window.dockWidgetArea(w.docks[2]), Qt::RightDockWidgetArea);
        w.mode->presenterAction()->trigger();
        QVERIFY(!w.docks[0]->isVisible());
        QCOMPARE(w.window.dockWidgetArea(w.docks[2]), Qt::LeftDockWidgetArea);
        w.mode->presenterAction()->trigger();
        QVERIFY(w.docks[0]->isVisible());
    }
    Window w;
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.mode->presenterAction()->trigger();
    QVERIFY(!w.docks[0]->isVisible());
    QCOMPARE(w.window.dockWidgetArea(w.docks[2]), Qt::LeftDockWidgetArea);
    w.mode->presenterAction()->trigger();
    QVERIFY(w.docks[0]->isVisible());
}

namespace {
// The window's own F11 action, as MainMenus makes it.
QAction* addFullScreenAction(QMainWindow& window) {
    auto* a = new QAction(QStringLiteral("Full screen"), &window);
    a->setObjectName(QStringLiteral("fullScreenAction"));
    a->setShortcut(QKeySequence::FullScreen);
    a->setCheckable(true);
    QObject::connect(a, &QAction::toggled, &window,
                     [&window](bool on) { on ? window.showFullScreen() : window.showNormal(); });
    return a;
}
}  // namespace

// Presenting, F11 is checked (without acting) and disabled: triggering it twice leaves the window
// full screen and presenting. Afterwards it is unchecked and enabled again, and works.
void TestPresenterMode::fullScreenActionFollowsPresenter() {
    Window w;
    QAction* f11 = addFullScreenAction(w.window);
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QVERIFY(!f11->isChecked());
    QSignalSpy toggled(f11, &QAction::toggled);

    w.mode->presenterAction()->trigger();
    QVERIFY(w.window.isFullScreen());
    QVERIFY(f11->isChecked());
    QVERIFY(!f11->isEnabled());
    QCOMPARE(toggled.count(), 0);
    f11->trigger();
    f11->trigger();
    QVERIFY(w.mode->isPresenting());
    QVERIFY(w.window.isFullScreen());
    QVERIFY(f11->isChecked());

    w.mode->presenterAction()->trigger();
    QVERIFY(!w.window.isFullScreen());
    QVERIFY(!f11->isChecked());
    QVERIFY(f11->isEnabled());
    QCOMPARE(toggled.count(), 0);
    f11->trigger();
    QVERIFY(f11->isChecked());
    QVERIFY(w.window.isFullScreen());
    f11->trigger();
    QVERIFY(!w.window.isFullScreen());
}

// Full screen by F11 before presenting: after leaving, still full screen and F11 checked.
void TestPresenterMode::fullScreenActionCheckedBeforeStaysChecked() {
    Window w;
    QAction* f11 = addFullScreenAction(w.window);
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    f11->trigger();
    QVERIFY(w.window.isFullScreen());
    w.mode->presenterAction()->trigger();
    QVERIFY(f11->isChecked() && !f11->isEnabled());
    w.mode->presenterAction()->trigger();
    QVERIFY(w.window.isFullScreen());
    QVERIFY(f11->isChecked());
    QVERIFY(f11->isEnabled());
}

QTEST_MAIN(TestPresenterMode)
#include "test_presenter_mode.moc"
