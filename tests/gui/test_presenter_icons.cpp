// GUI test of the playback icons against the themes switched while the program runs: the main
// window starts light, then the dark theme and presenter mode are switched on and off from the
// View menu's actions, and after every switch each icon of the playback tool bar and of the
// run-to (breakpoint) buttons is rendered and its opaque pixels compared with the colours the
// tool bar and the buttons are drawn on: a WCAG contrast ratio of at least 3:1 (non-text
// contrast), for enabled icons and, in presenter mode, for disabled ones too.
//
// Settings live in QStandardPaths' test location and are cleared before every test function.
#include <QAction>
#include <QApplication>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <algorithm>

#include "AppStyle.h"
#include "BoardColors.h"
#include "ClassroomController.h"
#include "MainWindow.h"
#include "PresenterFixtures.h"
#include "PresenterMode.h"

using presentertest::contrast;

namespace {
// The mean colour of the icon's opaque pixels (alpha >= 200: the glyph, not its antialiased
// edge), or an invalid colour for an icon without any.
QColor glyphColour(const QIcon& icon, const QSize& size, QIcon::Mode mode) {
    const QImage image =
        icon.pixmap(size, 1.0, mode).toImage().convertToFormat(QImage::Format_ARGB32);
    double r = 0, g = 0, b = 0;
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() < 200) continue;
            r += c.redF();
            g += c.greenF();
            b += c.blueF();
            ++count;
        }
    if (count == 0) return {};
    return QColor::fromRgbF(float(r / count), float(g / count), float(b / count));
}

// The tool buttons whose icons are checked: the tool bar's and the breakpoint panel's.
QList<QToolButton*> iconButtons(MainWindow& w) {
    QList<QToolButton*> buttons;
    auto* bar = w.findChild<QToolBar*>(QStringLiteral("playbackToolBar"));
    for (QAction* a : bar->actions())
        if (auto* b = qobject_cast<QToolButton*>(bar->widgetForAction(a)); b && !a->isSeparator())
            buttons << b;
    auto* panel = w.findChild<QWidget*>(QStringLiteral("breakpointPanel"));
    for (QToolButton* b : panel->findChildren<QToolButton*>())
        if (b->defaultAction() != nullptr) buttons << b;
    return buttons;
}

// Every icon at least 3:1 against the Window and Button colours of its button's palette;
// disabled icons too when `disabledToo`.
void checkIcons(MainWindow& w, const char* theme, bool disabledToo) {
    const QList<QToolButton*> buttons = iconButtons(w);
    QVERIFY(buttons.size() >= 8);
    double worst = 21;
    for (QToolButton* b : buttons) {
        const QPalette p = b->palette();
        for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
            if (mode == QIcon::Disabled && !disabledToo) continue;
            const QColor glyph = glyphColour(b->icon(), b->iconSize(), mode);
            QVERIFY2(glyph.isValid(), qPrintable(b->objectName()));
            const QPalette::ColorGroup group =
                mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
            const double ratio = std::min(contrast(glyph, p.color(group, QPalette::Window)),
                                          contrast(glyph, p.color(group, QPalette::Button)));
            worst = std::min(worst, ratio);
            QVERIFY2(ratio >= 3.0,
                     qPrintable(QStringLiteral("%1: %2 %3 icon %4:1")
                                    .arg(QLatin1String(theme), b->defaultAction()->objectName(),
                                         mode == QIcon::Disabled ? QStringLiteral("disabled")
                                                                 : QStringLiteral("enabled"))
                                    .arg(ratio, 0, 'f', 2)));
        }
    }
    qInfo("%s: %lld icons, worst contrast %.2f:1", theme, static_cast<long long>(buttons.size()),
          worst);
}
}  // namespace

class TestPresenterIcons : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void iconsFollowTheThemes();
};

void TestPresenterIcons::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QApplication::setApplicationName(QStringLiteral("test_presenter_icons"));
    AppStyle::apply(false);  // as main() does
}

void TestPresenterIcons::init() {
    QSettings().clear();
}

void TestPresenterIcons::cleanup() {
    AppStyle::apply(false);
    BoardColors::setDefaultScheme(BoardColors::Scheme::Standard);
    BoardColors::setDefaultHighContrast(false);
    QSettings().clear();
}

// Light at start; dark switched on while running; presenter (dark, high contrast) on; presenter
// off (dark again); dark off and presenter on (light, high contrast).
void TestPresenterIcons::iconsFollowTheThemes() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    PresenterMode* mode = w.classroom()->presenter();
    checkIcons(w, "light", false);
    if (QTest::currentTestFailed()) return;
    mode->darkThemeAction()->trigger();
    QCoreApplication::processEvents();
    checkIcons(w, "dark", false);
    if (QTest::currentTestFailed()) return;
    mode->presenterAction()->trigger();
    QCoreApplication::processEvents();
    checkIcons(w, "dark presenter", true);
    if (QTest::currentTestFailed()) return;
    mode->presenterAction()->trigger();
    QCoreApplication::processEvents();
    checkIcons(w, "dark after presenting", false);
    if (QTest::currentTestFailed()) return;
    mode->darkThemeAction()->trigger();
    mode->presenterAction()->trigger();
    QCoreApplication::processEvents();
    checkIcons(w, "light presenter", true);
    if (QTest::currentTestFailed()) return;
    mode->presenterAction()->trigger();
}

QTEST_MAIN(TestPresenterIcons)
#include "test_presenter_icons.moc"
