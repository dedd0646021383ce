// GUI test of the layout after a runtime language switch: the real main window, switched
// English -> 简体中文 -> 繁體中文 -> English through its Language menu at 1366x768 and 1920x1080
// (with and without the search tree dock), standing at step 12 of backtracking for N = 8, shows
// every text whole.
//
// Independent truth: each widget's own measure of the room its text needs (QLabel::sizeHint(),
// QLabel::heightForWidth() for the wrapped ones, CaptionLabel::heightForWidth()) against the
// geometry the layout gave it, and for the charts the text Qt Charts really put into an axis
// title's item against the axis' title text (Qt Charts cuts a title that lacks room down to "…",
// which a vertical title shows as "⋮"). The statistics' step value stays on one line at these
// sizes (presenter mode's narrower dock may wrap it, between words), and the status bar's memory
// warning and the scrubber's step label, of fixed sizes, fit their texts. Presenter mode is full
// screen: ctest runs this test on a 1920x1080 offscreen screen (offscreen_1080p.json).
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QtCharts/QAbstractAxis>

#include "Algorithm.h"
#include "CaptionLabel.h"
#include "ClassroomController.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PresenterMode.h"
#include "SearchTreeView.h"
#include "TestProblems.h"
#include "TranslationLoader.h"

namespace {

constexpr int kN = 8;
constexpr std::uint64_t kStep = 12;

void settle() {
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

QString describe(const QWidget* w) {
    return QStringLiteral("%1 \"%2\"")
        .arg(QLatin1String(w->metaObject()->className()), w->objectName());
}

// A widget inside a scroll area may be taller than the area shows (the area scrolls), never
// wider: every scroll area of the window keeps its content to its width.
bool inScrollArea(const QWidget* w) {
    for (const QWidget* p = w->parentWidget(); p != nullptr; p = p->parentWidget())
        if (qobject_cast<const QScrollArea*>(p) != nullptr) return true;
    return false;
}

// Every visible label of `window` whose text needs more room than it has.
QStringList clippedLabels(const QWidget* window) {
    QStringList out;
    for (const QLabel* label : window->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty() || label->width() <= 0) continue;
        if (!label->pixmap().isNull()) continue;
        const QSize hint = label->sizeHint();
        const int needHeight =
            label->wordWrap() ? label->heightForWidth(label->width()) : hint.height();
        const bool tooNarrow = !label->wordWrap() && hint.width() > label->width();
        const bool tooLow = needHeight > label->height() && !inScrollArea(label);
        if (tooNarrow || tooLow)
            out << QStringLiteral("%1 (%2): needs %3x%4, has %5x%6")
                       .arg(describe(label), label->text())
                       .arg(label->wordWrap() ? label->width() : hint.width())
                       .arg(needHeight)
                       .arg(label->width())
                       .arg(label->height());
    }
    return out;
}

// The captions whose sentence needs more lines than their box holds.
QStringList clippedCaptions(const QWidget* window) {
    QStringList out;
    for (const CaptionLabel* caption : window->findChildren<CaptionLabel*>()) {
        if (!caption->isVisible() || caption->text().isEmpty()) continue;
        const int need = caption->heightForWidth(caption->width());
        if (need > caption->height())
            out << QStringLiteral("%1 (%2): needs height %3 at width %4, has %5")
                       .arg(describe(caption), caption->text())
                       .arg(need)
                       .arg(caption->width())
                       .arg(caption->height());
    }
    return out;
}

// The axis titles Qt Charts shows cut (or not at all although the axis says it is visible).
QStringList cutAxisTitles(const QWidget* window) {
    QStringList out;
    for (const QChartView* view : window->findChildren<QChartView*>()) {
        if (!view->isVisible()) continue;
        QStringList shown;
        for (const QGraphicsItem* item : view->scene()->items())
            if (item->isVisible() && item->type() == QGraphicsTextItem::Type)
                shown << static_cast<const QGraphicsTextItem*>(item)->toPlainText();
        for (const QAbstractAxis* axis : view->chart()->axes()) {
            if (!axis->isVisible() || !axis->isTitleVisible() || axis->titleText().isEmpty())
                continue;
            if (!shown.contains(axis->titleText()))
                out << QStringLiteral("%1: axis title \"%2\" shown as one of [%3]")
                           .arg(describe(view), axis->titleText(), shown.join(QStringLiteral("|")));
        }
    }
    return out;
}

// The statistics' step value ("12 / 33,589（搜索已结束）") on one line, as wide as it is.
QStringList wrappedStepValue(const QWidget* window) {
    const auto* value = window->findChild<QLabel*>(QStringLiteral("stepValue"));
    if (value == nullptr) return {QStringLiteral("no stepValue label")};
    if (value->heightForWidth(value->width()) > value->heightForWidth(QWIDGETSIZE_MAX))
        return {QStringLiteral("stepValue (%1) wraps at width %2")
                    .arg(value->text())
                    .arg(value->width())};
    return {};
}

// The memory warning of the status bar (shown once the timeline outgrows its bound) has a fixed
// size: its longest text in the current language must fit it.
QStringList clippedMemoryWarning(QWidget* window) {
    auto* label = window->findChild<QLabel*>(QStringLiteral("memoryLabel"));
    if (label == nullptr) return {QStringLiteral("no memoryLabel")};
    const QString shown = label->text();
    label->setText(QCoreApplication::translate(
                       "TimelineMemoryLabel",
                       "Timeline over its %1 MiB bound: steps before %2 are kept as keyframes only")
                       .arg(4096)
                       .arg(QLocale().toString(qulonglong(9'999'999'999'999))));
    const QSize need = label->sizeHint();
    const QString text = label->text();
    label->setText(shown);
    if (need.width() > label->width() || need.height() > label->height())
        return {QStringLiteral("memoryLabel (%1): needs %2x%3, has %4x%5")
                    .arg(text)
                    .arg(need.width())
                    .arg(need.height())
                    .arg(label->width())
                    .arg(label->height())};
    return {};
}

QAction* languageAction(QWidget* window, const char* name) {
    return window->findChild<QAction*>(QLatin1String(name));
}

}  // namespace

class TestLanguageLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_language_layout"));
        QSettings().clear();
        TranslationLoader::installLanguage(QStringLiteral("en"));
        settle();
    }

    void cleanupTestCase() {
        TranslationLoader::installLanguage(QStringLiteral("en"));
        QSettings().clear();
    }

    void textsWholeAfterSwitch_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("tree");
        QTest::addColumn<bool>("presenter");
        QTest::newRow("1366x768") << QSize(1366, 768) << false << false;
        QTest::newRow("1366x768 tree") << QSize(1366, 768) << true << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false << false;
        QTest::newRow("1920x1080 tree") << QSize(1920, 1080) << true << false;
        QTest::newRow("1920x1080 presenter") << QSize(1920, 1080) << false << true;
    }

    void textsWholeAfterSwitch() {
        QFETCH(QSize, size);
        QFETCH(bool, tree);
        QFETCH(bool, presenter);
        MainWindow w;
        const QSize screen = w.screen()->size();
        if (presenter && (screen.width() < size.width() || screen.height() < size.height()))
            QSKIP(
                "presenter mode is full screen, the screen is smaller: ctest gives this test a "
                "1920x1080 offscreen screen");
        w.setGeometry(QRect(QPoint(0, 0), size));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        MainWindowDriver driver(w);
        QVERIFY(driver.selectAlgorithm(queens::Algorithm::Backtracking));
        driver.setN(kN);
        QVERIFY(driver.stepTo(kStep));
        if (tree) w.classroom()->tree()->parentWidget()->show();
        if (presenter) {
            w.classroom()->presenter()->presenterAction()->setChecked(true);
            w.setGeometry(QRect(QPoint(0, 0), size));
            QTest::qWait(800);  // presenter mode lays the docks out again on timers of its own
        }
        settle();

        QCOMPARE(w.size(), size);
        const QStringList before = clippedLabels(&w) + clippedCaptions(&w) + cutAxisTitles(&w);
        QVERIFY2(before.isEmpty(), qPrintable(before.join(QLatin1Char('\n'))));

        struct Choice {
            const char* action;
            const char* stem;
        };
        for (const Choice& c :
             {Choice{"languageZhCnAction", "zh_CN"}, Choice{"languageZhTwAction", "zh_TW"},
              Choice{"languageEnglishAction", ""}}) {
            QAction* a = languageAction(&w, c.action);
            QVERIFY(a != nullptr);
            a->trigger();
            settle();
            QTest::qWait(50);  // the charts lay out again on a timer of Qt Charts' own
            settle();
            QCOMPARE(TranslationLoader::installedLanguage(), QLatin1String(c.stem));
            QCOMPARE(w.playback()->cursor(), kStep);
            const QStringList problems = clippedLabels(&w) + clippedCaptions(&w) +
                                         cutAxisTitles(&w) + clippedMemoryWarning(&w) +
                                         (presenter ? QStringList() : wrappedStepValue(&w));
            QVERIFY2(problems.isEmpty(),
                     qPrintable(QStringLiteral("after %1:\n").arg(QLatin1String(c.action)) +
                                problems.join(QLatin1Char('\n'))));
        }
    }
};

QTEST_MAIN(TestLanguageLayout)
#include "test_language_layout.moc"
