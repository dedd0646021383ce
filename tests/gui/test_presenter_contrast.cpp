// GUI test of the board in high contrast while presenting (PresenterMode, AppStyle's
// high-contrast palettes and BoardColors' high-contrast colours), with either theme and either
// scheme: the squares sampled from a grab of the board at least 4.5:1 apart (WCAG), thicker
// marks, and the standard squares back after leaving; every mark colour at least 7:1 against
// its halo, the labels 7:1 against the presenter window, and exported colours never changed.
// The rest of presenter mode is tested in test_presenter_mode.cpp.
//
// Settings live in QStandardPaths' test location and are cleared before every test function.
#include <QApplication>
#include <QColor>
#include <QCoreApplication>
#include <QImage>
#include <QPalette>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>
#include <cstdlib>

#include "AppStyle.h"
#include "BoardColors.h"
#include "BoardState.h"
#include "BoardWidget.h"
#include "PresenterFixtures.h"
#include "PresenterMode.h"
#include "StepEvent.h"

using presentertest::contrast;
using presentertest::Window;

namespace {

// The board's square colours as drawn: the pixel at the centre of cell (0, 0) (light) and of
// cell (0, 1) (dark) of a grab of the board (an empty board, no event: nothing over them).
struct Squares {
    QColor light;
    QColor dark;
};
Squares sampleSquares(BoardWidget* board) {
    const QImage image = board->grab().toImage();
    const QRectF r = board->boardRect();
    const qreal cell = r.width() / 8;
    const auto at = [&](int col) {
        return image.pixelColor(QPoint(static_cast<int>(r.left() + (col + 0.5) * cell),
                                       static_cast<int>(r.top() + 0.5 * cell)));
    };
    return {at(0), at(1)};
}

// The share of cell (0, 0)'s pixels drawn in (close to) `mark`: how much of the cell a mark
// covers (here a reject cross), whatever the cell's size.
double markCoverage(BoardWidget* board, const QColor& mark) {
    const QImage image = board->grab().toImage();
    const QRectF r = board->boardRect();
    const qreal cell = r.width() / 8;
    int marked = 0, total = 0;
    for (int y = static_cast<int>(r.top()); y < static_cast<int>(r.top() + cell); ++y)
        for (int x = static_cast<int>(r.left()); x < static_cast<int>(r.left() + cell); ++x) {
            const QColor c = image.pixelColor(x, y);
            const int d = std::abs(c.red() - mark.red()) + std::abs(c.green() - mark.green()) +
                          std::abs(c.blue() - mark.blue());
            marked += d < 40 ? 1 : 0;
            ++total;
        }
    return total > 0 ? static_cast<double>(marked) / total : 0;
}
}  // namespace

class TestPresenterContrast : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void boardHighContrastWhilePresenting_data();
    void boardHighContrastWhilePresenting();
    void highContrastMarkColours_data();
    void highContrastMarkColours();
};

void TestPresenterContrast::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QApplication::setApplicationName(QStringLiteral("test_presenter_contrast"));
    AppStyle::apply(false);  // as main() does
}

void TestPresenterContrast::init() {
    QSettings().clear();
}

void TestPresenterContrast::cleanup() {
    AppStyle::apply(false);
    BoardColors::setDefaultScheme(BoardColors::Scheme::Standard);
    BoardColors::setDefaultHighContrast(false);
    QSettings().clear();
}

void TestPresenterContrast::boardHighContrastWhilePresenting_data() {
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("colorBlind");
    QTest::addRow("light") << false << false;
    QTest::addRow("dark") << true << false;
    QTest::addRow("light, colour-blind-safe") << false << true;
    QTest::addRow("dark, colour-blind-safe") << true << true;
}

// Presenting, the board's sampled light and dark squares are at least 4.5:1 apart (WCAG) and a
// reject cross covers more of its cell (thicker lines); after leaving, the squares are exactly
// the ones drawn before presenting, the standard colours of the palette and scheme.
void TestPresenterContrast::boardHighContrastWhilePresenting() {
    QFETCH(bool, dark);
    QFETCH(bool, colorBlind);
    Window w;
    if (dark) w.mode->darkThemeAction()->trigger();
    if (colorBlind) w.mode->colorBlindAction()->trigger();
    const queens::BoardState state(8);
    const queens::StepEvent reject = queens::StepEvent::make(
        queens::EventKind::Reject, 0, 0, 0, queens::reasonCode(queens::RejectReason::Column));
    w.board->setView(&state, nullptr);
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const auto settle = [] {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    };
    settle();
    const Squares before = sampleSquares(w.board);
    const BoardColors standard = BoardColors::forPalette(
        w.board->palette(),
        colorBlind ? BoardColors::Scheme::ColorBlindSafe : BoardColors::Scheme::Standard, false);
    QCOMPARE(before.light, standard.lightSquare);
    QCOMPARE(before.dark, standard.darkSquare);
    w.board->setView(&state, &reject);
    const double coverageBefore = markCoverage(w.board, standard.rejectColumn);
    w.board->setView(&state, nullptr);

    w.mode->presenterAction()->trigger();
    QVERIFY(w.mode->isPresenting());
    settle();
    const Squares presenting = sampleSquares(w.board);
    const double ratio = contrast(presenting.light, presenting.dark);
    qInfo("squares while presenting: %s / %s, contrast %.2f:1 (before: %s / %s, %.2f:1)",
          qPrintable(presenting.light.name()), qPrintable(presenting.dark.name()), ratio,
          qPrintable(before.light.name()), qPrintable(before.dark.name()),
          contrast(before.light, before.dark));
    QVERIFY2(ratio >= 4.5, qPrintable(QString::number(ratio)));
    QCOMPARE(BoardColors::isDark(w.board->palette()), dark);
    QCOMPARE(w.board->colorScheme(),
             colorBlind ? BoardColors::Scheme::ColorBlindSafe : BoardColors::Scheme::Standard);
    // The cross in the colour the board now uses for a column reject.
    const QColor rejectNow = BoardColors::forPalette(w.board->palette(), w.board->colorScheme())
                                 .rejectColor(queens::RejectReason::Column);
    QVERIFY(rejectNow != standard.rejectColumn);
    w.board->setView(&state, &reject);
    const double coverage = markCoverage(w.board, rejectNow);
    qInfo("reject cross covers %.1f %% of its cell presenting, %.1f %% before", coverage * 100,
          coverageBefore * 100);
    QVERIFY(coverage > coverageBefore * 1.3);
    w.board->setView(&state, nullptr);

    w.mode->presenterAction()->trigger();
    QVERIFY(!w.mode->isPresenting());
    settle();
    const Squares after = sampleSquares(w.board);
    QCOMPARE(after.light, before.light);
    QCOMPARE(after.dark, before.dark);
}

void TestPresenterContrast::highContrastMarkColours_data() {
    boardHighContrastWhilePresenting_data();
}

// Every line and glyph colour of the high-contrast board is at least 7:1 against the halo it is
// drawn over and against the square of the halo's tone; the squares at least 4.5:1; the labels
// at least 7:1 against the presenter window. Exported colours (forTheme) never change.
void TestPresenterContrast::highContrastMarkColours() {
    QFETCH(bool, dark);
    QFETCH(bool, colorBlind);
    const auto scheme =
        colorBlind ? BoardColors::Scheme::ColorBlindSafe : BoardColors::Scheme::Standard;
    const QPalette palette = AppStyle::highContrastPalette(dark);
    const BoardColors exported = BoardColors::forTheme(dark, scheme);
    BoardColors::setDefaultHighContrast(true);
    const BoardColors c = BoardColors::forPalette(palette, scheme);
    const BoardColors exportedNow = BoardColors::forTheme(dark, scheme);
    BoardColors::setDefaultHighContrast(false);
    QVERIFY(c.highContrast);
    QCOMPARE(c.scheme, scheme);
    QCOMPARE(c.shapes, colorBlind);
    QVERIFY(!exportedNow.highContrast);
    QCOMPARE(exportedNow.lightSquare, exported.lightSquare);
    QCOMPARE(exportedNow.darkSquare, exported.darkSquare);
    QCOMPARE(exportedNow.rejectColumn, exported.rejectColumn);
    QCOMPARE(exportedNow.markHalo, exported.markHalo);
    QVERIFY(contrast(c.lightSquare, c.darkSquare) >= 4.5);
    QCOMPARE(c.markHalo.alpha(), 255);
    QVERIFY(contrast(c.label, palette.color(QPalette::Window)) >= 7.0);
    const QColor sameTone = dark ? c.darkSquare : c.lightSquare;
    const QColor marks[] = {
        c.rejectColumn, c.rejectDiagonal, c.rejectAntiDiagonal, c.rejectMask, c.rejectSymmetry,
        c.tryOutline,   c.swapOutline,    c.placeLine,          c.swapLine,   c.registerRow,
        c.focusMark,    c.suggestionMark, c.guessMark,          c.wrongMark};
    double worst = 21;
    for (const QColor& m : marks)
        worst = std::min({worst, contrast(m, c.markHalo), contrast(m, sameTone)});
    qInfo("squares %.2f:1, worst mark %.2f:1", contrast(c.lightSquare, c.darkSquare), worst);
    QVERIFY(worst >= 7.0);
    // The halo sets every mark apart from the other square.
    const QColor otherTone = dark ? c.lightSquare : c.darkSquare;
    QVERIFY(contrast(c.markHalo, otherTone) >= 4.5);
}

QTEST_MAIN(TestPresenterContrast)
#include "test_presenter_contrast.moc"
