// GUI test of the presenter layout of the real main window on a 1920x1080 projector (and at
// 1366x768 and 1600x1000), for every algorithm, in the language of the process's locale (ctest
// runs it in English, zh_CN and zh_TW) and in the light and dark themes: the board's squares at
// least half the screen's height at 1920x1080 (540 px; 30 % of it on the smaller screens), every
// pseudo-code line inside the view with nothing to scroll and on one line (at 1366x768 the
// longest may wrap), every statistics row inside its dock, the caption's sentence
// inside its box and every menu title in the menu bar.
//
// The offscreen platform is given the three screens (side by side) through a configuration file
// written before the application starts; settings live in QStandardPaths' test location.
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "AppStyle.h"
#include "BoardArea.h"
#include "BoardColors.h"
#include "BoardWidget.h"
#include "CaptionLabel.h"
#include "ClassroomController.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "PresenterMode.h"
#include "PseudocodeView.h"
#include "SolverController.h"
#include "StatsPanel.h"
#include "TestProblems.h"
#include "TranslationLoader.h"

namespace {
struct ScreenSize {
    int width;
    int height;
};
constexpr ScreenSize kScreens[] = {{1920, 1080}, {1366, 768}, {1600, 1000}};

// The rectangle of `w` in the coordinates of `frame`.
QRect rectIn(const QWidget* w, const QWidget* frame) {
    return QRect(w->mapTo(frame, QPoint(0, 0)), w->size());
}

QScreen* screenOf(const ScreenSize& size) {
    for (QScreen* s : QGuiApplication::screens())
        if (s->geometry().size() == QSize(size.width, size.height)) return s;
    return nullptr;
}

// The presenter's fitting runs once the layout has settled, in rounds (a smaller font for the
// statistics, then the heights again): waits until the docks' heights and fonts have not changed
// for a few polls, so that a loaded machine (a sanitizer build beside other tests) gets the time
// it needs, up to `limitMs`.
void waitUntilSettled(const QMainWindow& w, int limitMs = 10000) {
    const auto signature = [&w] {
        QList<qreal> values;
        for (const QDockWidget* d : w.findChildren<QDockWidget*>()) {
            values << d->height() << d->width();
            const QWidget* c = d->widget();
            if (const auto* area = qobject_cast<const QScrollArea*>(c)) c = area->widget();
            if (c) values << c->font().pointSizeF() << c->height();
        }
        return values;
    };
    QList<qreal> last = signature();
    int stable = 0;
    for (int waited = 0; waited < limitMs && stable < 4; waited += 50) {
        QTest::qWait(50);
        const QList<qreal> now = signature();
        stable = now == last ? stable + 1 : 0;
        last = now;
    }
}
}  // namespace

class TestPresenterLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everythingFits_data();
    void everythingFits();
};

void TestPresenterLayout::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QApplication::setApplicationName(QStringLiteral("test_presenter_layout"));
    qInfo("language: %s", qPrintable(TranslationLoader::install()));
    AppStyle::apply(false);  // as main() does
    for (const ScreenSize& s : kScreens)
        if (!screenOf(s)) QSKIP("the platform does not offer the screens of the test");
}

void TestPresenterLayout::init() {
    QSettings().clear();
}

void TestPresenterLayout::cleanup() {
    AppStyle::apply(false);
    BoardColors::setDefaultScheme(BoardColors::Scheme::Standard);
    BoardColors::setDefaultHighContrast(false);
    QSettings().clear();
}

void TestPresenterLayout::everythingFits_data() {
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("screen");
    QTest::addColumn<bool>("dark");
    for (queens::Algorithm a : queens::kAllAlgorithms)
        for (int s = 0; s < 3; ++s)
            for (bool dark : {false, true}) {
                if (s > 0 && dark) continue;  // the theme changes colours, not sizes
                QTest::addRow("%s %dx%d%s", queens::algorithmName(a).data(), kScreens[s].width,
                              kScreens[s].height, dark ? " dark" : "")
                    << int(a) << s << dark;
            }
}

void TestPresenterLayout::everythingFits() {
    QFETCH(int, algorithm);
    QFETCH(int, screen);
    QFETCH(bool, dark);
    const ScreenSize size = kScreens[screen];
    MainWindow w;
    w.move(screenOf(size)->geometry().topLeft() + QPoint(20, 20));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(static_cast<queens::Algorithm>(algorithm)));
    d.setN(8);
    // A caption, counters and a current line to show (a local search's run on N = 8 may be
    // shorter than 40 steps).
    QVERIFY(
        d.stepTo(queens::isCourseLocalSearch(static_cast<queens::Algorithm>(algorithm)) ? 8 : 40));
    // The recording's end, so that the statistics say the same (and wrap the same) however fast
    // the machine recorded: "recorded ahead; press Play or Step" takes two lines in the column.
    QTRY_VERIFY_WITH_TIMEOUT(w.playback()->runFinished() || w.solver()->isWaitingForPlayback(),
                             TestProblems::kSolveTimeoutMs);
    PresenterMode* mode = w.classroom()->presenter();
    if (dark) mode->darkThemeAction()->trigger();
    mode->presenterAction()->trigger();
    QTRY_COMPARE(w.size(), QSize(size.width, size.height));
    waitUntilSettled(w);

    // The board.
    const qreal board = w.board()->boardRect().height();
    // Half the height of a 1080p projector; on the smaller screens (where the fonts stay as
    // large) more than the 30 % of the screen the board had before presenting was rearranged.
    const qreal least = screen == 0 ? 540.0 : 0.3 * size.height;
    qInfo("board %.0f px high (at least %.0f)", board, least);
    QVERIFY2(board >= least, qPrintable(QString::number(board)));
    QVERIFY(rectIn(w.board(), &w).bottom() < size.height);

    // The pseudo-code: nothing to scroll, every line inside the view, none wrapped (at 1366x768
    // the longest lines may wrap, under their code: fonts of 20 pt on 768 pixels).
    const PseudocodeView* code = w.pseudocode();
    QVERIFY(code->isVisible());
    QVERIFY2(code->verticalScrollBar()->maximum() == 0,
             qPrintable(QStringLiteral("%1 lines in %2 pt, a view %3 px high")
                            .arg(code->count())
                            .arg(code->lineFont().pointSizeF())
                            .arg(code->viewport()->height())));
    const QRect viewport = code->viewport()->rect();
    int wrapped = 0;
    for (int row = 0; row < code->count(); ++row) {
        wrapped += code->visualLineCount(row) > 1 ? 1 : 0;
        const QRect r = code->visualItemRect(code->item(row));
        QVERIFY2(viewport.contains(r), qPrintable(QStringLiteral("line %1").arg(row + 1)));
    }
    if (wrapped > 0) qInfo("%d pseudo-code line(s) wrap", wrapped);
    QVERIFY(wrapped == 0 || screen == 1);
    qInfo("pseudo-code in %.1f pt (the window's font: %.1f pt)", code->lineFont().pointSizeF(),
          code->font().pointSizeF());

    // The statistics: every row shown inside the scroll area's viewport, nothing to scroll.
    auto* statsDock = w.findChild<QDockWidget*>(QStringLiteral("statisticsDock"));
    QVERIFY(statsDock && statsDock->isVisible());
    auto* scroll = qobject_cast<QScrollArea*>(statsDock->widget());
    QVERIFY(scroll);
    auto* stats = qobject_cast<StatsPanel*>(scroll->widget());
    QVERIFY(stats);
    QVERIFY2(scroll->verticalScrollBar()->maximum() == 0,
             qPrintable(QStringLiteral("statistics %1 px high in a dock %2 px high, the code's %3")
                            .arg(stats->height())
                            .arg(statsDock->height())
                            .arg(code->parentWidget()->height())));
    int rows = 0;
    for (const QLabel* label : stats->findChildren<QLabel*>()) {
        if (!label->isVisible()) continue;
        ++rows;
        const QRect r = rectIn(label, scroll->viewport());
        QVERIFY2(scroll->viewport()->rect().contains(r), qPrintable(label->text()));
        // Its text within its width (a value may wrap onto lines of its own, within its rect).
        const QRect needed = label->fontMetrics().boundingRect(
            label->contentsRect(), int(label->alignment()) | Qt::TextWordWrap, label->text());
        QVERIFY2(needed.height() <= label->contentsRect().height() + 1, qPrintable(label->text()));
    }
    QVERIFY(rows >= 2 * 8);

    // The caption: its sentence, centred in its box, inside the label; the label inside the
    // window.
    const CaptionLabel* caption = w.boardArea()->caption();
    QVERIFY(!caption->text().isEmpty());
    const QRect box = caption->rect().adjusted(4, 4, -4, -4);
    const QRect text = caption->fontMetrics().boundingRect(box, Qt::AlignCenter | Qt::TextWordWrap,
                                                           caption->text());
    QVERIFY2(caption->rect().contains(text), qPrintable(QStringLiteral("%1: %2x%3 in %4x%5")
                                                            .arg(caption->text())
                                                            .arg(text.width())
                                                            .arg(text.height())
                                                            .arg(box.width())
                                                            .arg(box.height())));
    QVERIFY(QRect(QPoint(0, 0), w.size()).contains(rectIn(caption, &w)));

    // Every menu in the menu bar (none moved to its extension by the tool bar beside them).
    for (QAction* a : w.menuBar()->actions())
        QVERIFY2(!w.menuBar()->actionGeometry(a).isEmpty(), qPrintable(a->text()));

    mode->presenterAction()->trigger();
    QVERIFY(!mode->isPresenting());
}

// Three screens side by side for the offscreen platform, before the application starts.
int main(int argc, char* argv[]) {
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    QString path;
    if (platform.isEmpty() || platform == "offscreen") {
        path = QDir::temp().filePath(QStringLiteral("test_presenter_layout_%1.json")
                                         .arg(QCoreApplication::applicationPid()));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return 1;
        QString screens;
        int x = 0;
        for (const ScreenSize& s : kScreens) {
            screens += QStringLiteral(
                           "%1{\"name\": \"Projector%2x%3\", \"x\": %4, \"y\": 0, \"width\": %2, "
                           "\"height\": %3, \"logicalDpi\": 96, \"logicalBaseDpi\": 96, "
                           "\"dpr\": 1}")
                           .arg(x == 0 ? QString() : QStringLiteral(", "))
                           .arg(s.width)
                           .arg(s.height)
                           .arg(x);
            x += s.width;
        }
        file.write(QStringLiteral("{\"screens\": [%1]}").arg(screens).toUtf8());
        file.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + path.toLocal8Bit());
    }
    QApplication app(argc, argv);
    if (!path.isEmpty()) QFile::remove(path);  // read by the platform as the application started
    TestPresenterLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_presenter_layout.moc"
