// GUI test of the exact-cover matrix dock of Dancing Links (DlxMatrixView), offscreen. The runs
// are hand-made (DlxRuns: Algorithm X with plain flags) or the DlxStepper's own, recorded as
// the application records them into a Timeline. At every step, forward and back, what the view
// would draw (DlxMatrix) is compared with a replay written here: the covered items kept from
// Cover and Uncover, the live options recomputed from them square by square, the queens from
// Place and Remove, and the chosen item kept on a stack of search levels (a Choose opens a
// level, the Uncover of its item closes it); and with the BoardState's own CoverState.
#include <QApplication>
#include <QDockWidget>
#include <QTest>
#include <algorithm>
#include <memory>
#include <random>
#include <stdexcept>
#include <vector>

#include "CoverState.h"
#include "DlxMatrixView.h"
#include "DlxRuns.h"
#include "MainWindow.h"
#include "PlaybackController.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "Timeline.h"
#include "TimelineRecorder.h"
#include "TranslationLoader.h"

using queens::EventKind;
using queens::StepEvent;

namespace {

std::unique_ptr<queens::Timeline> record(int n, const std::vector<StepEvent>& events) {
    auto timeline = std::make_unique<queens::Timeline>(n);
    queens::TimelineRecorder rec(n);
    for (const StepEvent& e : events) {
        rec.record(e);
        if (rec.pending() >= 41) timeline->append(rec.takeBatch());
    }
    timeline->append(rec.takeBatch());
    return timeline;
}

// The replay, per step (events applied).
struct Step {
    std::vector<std::uint8_t> covered, live, placed;
    int chosen = -1, chosenOptions = 0;
};

std::vector<Step> replay(int n, const std::vector<StepEvent>& events) {
    std::vector<Step> steps;
    std::vector<std::uint8_t> covered(static_cast<std::size_t>(6 * n - 2), 0);
    std::vector<int> queens(static_cast<std::size_t>(n), -1);
    std::vector<int> stack;
    struct Level {
        int item, options;
        std::size_t depth;  // where the Cover of the item goes on the stack
    };
    std::vector<Level> levels;
    const auto note = [&] {
        Step s;
        s.covered = covered;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                // Row r, column c, "\" diagonal r - c, "/" diagonal r + c.
                const bool hidden = covered[static_cast<std::size_t>(r)] ||
                                    covered[static_cast<std::size_t>(n + c)] ||
                                    covered[static_cast<std::size_t>(3 * n - 1 + r - c)] ||
                                    covered[static_cast<std::size_t>(4 * n - 1 + r + c)];
                s.live.push_back(hidden ? 0 : 1);
                s.placed.push_back(queens[static_cast<std::size_t>(r)] == c ? 1 : 0);
            }
        if (!levels.empty()) {
            s.chosen = levels.back().item;
            s.chosenOptions = levels.back().options;
        }
        steps.push_back(std::move(s));
    };
    note();
    for (const StepEvent& e : events) {
        switch (e.kind) {
            case EventKind::Choose:
                levels.push_back({e.a, e.b, stack.size()});
                break;
            case EventKind::Cover:
                covered[static_cast<std::size_t>(e.a)] = 1;
                stack.push_back(e.a);
                break;
            case EventKind::Uncover:
                covered[static_cast<std::size_t>(e.a)] = 0;
                stack.pop_back();
                if (!levels.empty() && levels.back().item == e.a &&
                    levels.back().depth == stack.size())
                    levels.pop_back();
                break;
            case EventKind::Place:
                queens[static_cast<std::size_t>(e.a)] = e.b;
                break;
            case EventKind::Remove:
                queens[static_cast<std::size_t>(e.a)] = -1;
                break;
            default:
                break;
        }
        note();
    }
    return steps;
}

void checkAt(const DlxMatrixView& view, const queens::Timeline& t, const Step& truth) {
    const DlxMatrix& m = view.matrix();
    const int n = t.state().n();
    QCOMPARE(m.n, n);
    QVERIFY(m.covered == truth.covered);
    QVERIFY(m.live == truth.live);
    QVERIFY(m.placed == truth.placed);
    QCOMPARE(m.chosen.item, truth.chosen);
    if (truth.chosen >= 0) QCOMPARE(m.chosen.options, truth.chosenOptions);
    const queens::CoverState& cover = t.state().cover();
    for (int i = 0; i < m.itemCount(); ++i)
        QCOMPARE(m.covered[static_cast<std::size_t>(i)] != 0, cover.covered(i));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            QCOMPARE(m.live[static_cast<std::size_t>(r * n + c)] != 0, cover.optionLive(r, c));
    const StepEvent* e = t.current();
    const bool flashes = e && (e->kind == EventKind::Cover || e->kind == EventKind::Uncover);
    QCOMPARE(m.flashItem, flashes ? e->a : -1);
    QCOMPARE(m.flash, !flashes                      ? DlxMatrix::Flash::None
                      : e->kind == EventKind::Cover ? DlxMatrix::Flash::Cover
                                                    : DlxMatrix::Flash::Uncover);
    const bool moves = e && (e->kind == EventKind::Try || e->kind == EventKind::Place ||
                             e->kind == EventKind::Remove);
    QCOMPARE(m.option, moves ? e->a * n + e->b : -1);
    QCOMPARE(m.step, !moves                        ? DlxMatrix::Step::None
                     : e->kind == EventKind::Try   ? DlxMatrix::Step::Try
                     : e->kind == EventKind::Place ? DlxMatrix::Step::Place
                                                   : DlxMatrix::Step::Remove);
}

// Every step forward, then random seeks back and forth. Returns the steps with a chosen item.
int checkRun(int n, const std::vector<StepEvent>& events) {
    const std::vector<Step> truth = replay(n, events);
    auto t = record(n, events);
    DlxMatrixView view;
    view.resize(500, 700);
    view.reset(n);
    int chosen = 0;
    for (std::uint64_t c = 0; c <= events.size(); ++c) {
        t->seek(c);
        view.setView(*t);
        checkAt(view, *t, truth[c]);
        if (QTest::currentTestFailed()) return -1;
        chosen += truth[c].chosen >= 0 ? 1 : 0;
    }
    std::mt19937_64 rng(static_cast<unsigned>(n));
    for (int k = 0; k < 300; ++k) {
        const std::uint64_t c = rng() % (events.size() + 1);
        t->seek(c);
        view.setView(*t);
        checkAt(view, *t, truth[c]);
        if (QTest::currentTestFailed()) return -1;
    }
    return chosen;
}

}  // namespace

class TestDlxMatrixView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { TranslationLoader::installLanguage(QStringLiteral("en")); }

    void matrixFollowsTheCursor_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("solutions");
        QTest::newRow("N=4, all") << 4 << 0;
        QTest::newRow("N=5, all") << 5 << 0;
        QTest::newRow("N=6, all") << 6 << 0;
        QTest::newRow("N=7, first 3") << 7 << 3;
        QTest::newRow("N=8, first") << 8 << 1;
    }
    void matrixFollowsTheCursor() {
        QFETCH(int, n);
        QFETCH(int, solutions);
        const auto events = DlxRuns::algorithmX(n, solutions);
        const int found =
            static_cast<int>(std::count_if(events.begin(), events.end(), [](const StepEvent& e) {
                return e.kind == EventKind::Solution;
            }));
        // 2, 10 and 4 solutions of N = 4, 5, 6 (OEIS A000170).
        QCOMPARE(found, solutions > 0 ? solutions : n == 4 ? 2 : n == 5 ? 10 : 4);
        const int chosen = checkRun(n, events);
        QVERIFY(chosen > 0);
    }

    // The stepper's own run, once the factory builds it.
    void matrixFollowsTheStepper() {
        for (const int n : {4, 6, 8}) {
            queens::StepperOptions o;
            o.n = n;
            std::unique_ptr<queens::Stepper> stepper;
            try {
                stepper = queens::StepperFactory::create(queens::Algorithm::Dlx, o);
            } catch (const std::exception&) {
                QSKIP("StepperFactory does not build the Dancing Links stepper");
            }
            std::vector<StepEvent> events;
            StepEvent e;
            while (events.size() < 200'000 && stepper->next(e)) events.push_back(e);
            QVERIFY(std::any_of(events.begin(), events.end(),
                                [](const StepEvent& x) { return x.kind == EventKind::Choose; }));
            QVERIFY(checkRun(n, events) > 0);
        }
    }

    // The cells under the pointer name their option and item; the tooltip says the same in
    // words.
    void cellsAndTooltips() {
        const int n = 6;
        const auto events = DlxRuns::algorithmX(n, 1);
        auto t = record(n, events);
        t->seek(40);
        DlxMatrixView view;
        view.resize(520, 760);
        view.reset(n);
        view.setView(*t);
        const DlxMatrix& m = view.matrix();
        int holds = 0;
        for (int option = 0; option < m.optionCount(); option += 5)
            for (int item = 0; item < m.itemCount(); item += 3) {
                const int r = option / n, c = option % n;
                int hitOption = -1, hitItem = -1;
                const QRect cell = view.cellRect(option, item);
                QVERIFY(view.rect().contains(cell));
                QVERIFY(view.cellAt(cell.center(), &hitOption, &hitItem));
                QCOMPARE(hitOption, option);
                QCOMPARE(hitItem, item);
                const QString tip = view.cellToolTip(r, c, item);
                QVERIFY(tip.contains(QStringLiteral("%1,%2").arg(r).arg(c)));
                QVERIFY(tip.contains(view.itemLabel(item)));
                const auto its = queens::CoverState::items(n, r, c);
                const bool held = std::find(its.begin(), its.end(), item) != its.end();
                QCOMPARE(tip.contains(QStringLiteral("The option holds this item.")), held);
                QCOMPARE(tip.contains(QStringLiteral("The item is covered.")),
                         t->state().cover().covered(item));
                holds += held ? 1 : 0;
            }
        QVERIFY(holds > 0);
        QCOMPARE(view.itemLabel(0), QStringLiteral("R0"));
        QCOMPARE(view.itemLabel(n), QStringLiteral("C0"));
        QCOMPARE(view.itemLabel(2 * n), QStringLiteral("D0"));
        QCOMPARE(view.itemLabel(4 * n - 1), QStringLiteral("A0"));
        QCOMPARE(view.itemLabel(6 * n - 3), QStringLiteral("A%1").arg(2 * n - 2));
    }

    void largeBoardsGetANote() {
        DlxMatrixView view;
        view.resize(400, 400);
        queens::Timeline t(DlxMatrixView::kMaxN + 1);
        view.setView(t);
        QCOMPARE(view.matrix().n, 0);
        QCOMPARE(view.n(), DlxMatrixView::kMaxN + 1);
        view.grab();  // paints the note
        queens::Timeline small(DlxMatrixView::kMaxN);
        view.setView(small);
        QCOMPARE(view.matrix().n, DlxMatrixView::kMaxN);
        QVERIFY(view.minimumSizeHint().height() >=
                DlxMatrixView::kMaxN * DlxMatrixView::kMaxN * DlxMatrixView::kMinCell);
    }

    void languageSwitch() {
        const int n = 5;
        auto t = record(n, DlxRuns::algorithmX(n, 1));
        t->seek(12);
        DlxMatrixView view;
        view.resize(480, 640);
        view.reset(n);
        view.setView(*t);
        const QString english = view.summary();
        QVERIFY(english.startsWith(QStringLiteral("Chosen item")));
        const QString tipEnglish = view.cellToolTip(1, 2, 0);
        QVERIFY(!TranslationLoader::installLanguage(QStringLiteral("zh_CN")).isEmpty());
        QVERIFY(view.summary() != english);
        QVERIFY(view.summary().contains(QStringLiteral("选")));
        QVERIFY(view.cellToolTip(1, 2, 0) != tipEnglish);
        view.grab();
        QVERIFY(!TranslationLoader::installLanguage(QStringLiteral("zh_TW")).isEmpty());
        QVERIFY(view.summary().contains(QStringLiteral("選")));
        TranslationLoader::installLanguage(QStringLiteral("en"));
        QCOMPARE(view.summary(), english);
    }

    // The main window shows the dock for Dancing Links only, and the dock follows the cursor.
    void dockShowsOnlyForDancingLinks() {
        const int n = 6;
        const auto events = DlxRuns::algorithmX(n, 1);
        queens::TimelineRecorder rec(n);
        for (const StepEvent& e : events) rec.record(e);
        const std::vector<queens::BatchPtr> batches{rec.takeBatch()};
        const std::vector<Step> truth = replay(n, events);
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const DlxMatrixView* view = w.dlxMatrix();
        QVERIFY(view);
        QVERIFY(!view->isVisible());
        w.showRun(queens::Algorithm::Dlx, n, batches);
        QTRY_VERIFY(view->isVisible());
        auto* playback = w.findChild<PlaybackController*>();
        for (const std::uint64_t c : {std::uint64_t{9}, std::uint64_t{30}, std::uint64_t{17}}) {
            playback->seek(c);
            QCOMPARE(view->matrix().chosen.item, truth[c].chosen);
            QVERIFY(view->matrix().covered == truth[c].covered);
        }
        w.showRun(queens::Algorithm::Backtracking, n, {});
        QTRY_VERIFY(!view->isVisible());
    }

    void repaintsAtMostAtTheFrameRate() {
        const int n = 7;
        const auto events = DlxRuns::algorithmX(n, 0);
        auto t = record(n, events);
        DlxMatrixView view;
        view.resize(500, 700);
        view.reset(n);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(50);
        const int before = view.paints();
        for (std::uint64_t c = 0; c <= events.size(); ++c) {
            t->seek(c);
            view.setView(*t);
        }
        QTest::qWait(4 * DlxMatrixView::kFrameMs);
        const int painted = view.paints() - before;
        QVERIFY2(painted >= 1, "the last view is painted");
        QVERIFY2(painted <= 10, qPrintable(QString::number(painted)));
        QVERIFY(events.size() > 1000);
    }
};

QTEST_MAIN(TestDlxMatrixView)
#include "test_dlx_matrix_view.moc"
