// GUI test of the long exports, offscreen: ExportJob (the worker thread under every dialog that
// writes for a while) and AnimationExportDialog (HandoutDialog: test_export_dialog).
//
// Truth: the steps come from a real stepper replayed here, independently of the dialog
// (StepperFactory + BoardState: start = the board after from - 1 events, then the events up to
// step to); the GIF is decoded by Qt's own GIF reader (a different decoder from giflib, which
// wrote it) and must hold one frame per step. Cancelled and failed exports must leave nothing
// behind, and the dialog must stay usable afterwards.
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <memory>
#include <optional>
#include <thread>

#include "AnimationExportDialog.h"
#include "ExportJob.h"
#include "StepperFactory.h"
#include "TestProblems.h"

using queens::Algorithm;

namespace {

// Replays backtracking on n queens (all solutions) to hand the dialog the steps it asks for.
struct Replay {
    int n = 5;
    std::vector<std::pair<quint64, quint64>> asked;  // the (from, to) of every gather call

    std::unique_ptr<queens::Stepper> stepper() const {
        return queens::StepperFactory::create(Algorithm::Backtracking,
                                              TestProblems::options(n, true));
    }
    quint64 eventCount() const {
        auto s = stepper();
        queens::StepEvent e;
        quint64 count = 0;
        while (s->next(e)) ++count;
        return count;
    }
    AnimationInput gather(quint64 from, quint64 to) {
        asked.emplace_back(from, to);
        AnimationInput in;
        auto s = stepper();
        queens::BoardState board(n);
        queens::StepEvent e;
        quint64 applied = 0;
        while (applied + 1 < from && s->next(e)) {
            board.apply(e);
            ++applied;
        }
        in.start = board;
        while (applied < to && s->next(e)) {
            in.events.push_back(e);
            ++applied;
        }
        if (applied < to) in.error = QStringLiteral("the run has only %1 steps").arg(applied);
        return in;
    }
    AnimationExportDialog::Gather function() {
        return [this](quint64 from, quint64 to) { return gather(from, to); };
    }
};

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
}

// Collects the exportFinished() results of a dialog.
template <class Dialog>
struct Results {
    std::vector<ExportResult> all;
    explicit Results(Dialog* d) {
        QObject::connect(d, &Dialog::exportFinished, d,
                         [this](const ExportResult& r) { all.push_back(r); });
    }
};

}  // namespace

class TestAnimationExportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_animation_export_dialog"));
        QVERIFY2(QSettings().fileName().contains(QStringLiteral(".qttest")),
                 qPrintable(QSettings().fileName()));
    }
    void init() { QSettings().clear(); }

    // --- ExportJob -------------------------------------------------------------------------

    void jobRunsOnAWorkerAndReportsInOrder() {
        ExportJob job;
        std::vector<std::pair<int, int>> reports;
        std::vector<ExportResult> finished;
        bool progressAfterFinish = false;
        connect(&job, &ExportJob::progress, this, [&](int done, int total) {
            if (!finished.empty()) progressAfterFinish = true;
            reports.emplace_back(done, total);
        });
        connect(&job, &ExportJob::finished, this,
                [&](const ExportResult& r) { finished.push_back(r); });
        const std::thread::id gui = std::this_thread::get_id();
        std::atomic<bool> onGuiThread{true};
        QVERIFY(job.start([&](const ExportJob::Progress& progress, const std::atomic<bool>*) {
            onGuiThread = std::this_thread::get_id() == gui;
            for (int i = 1; i <= 1000; ++i) progress(i, 1000);
            return ExportResult{false, QStringLiteral("the task's own result")};
        }));
        QVERIFY(job.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), std::size_t{1}, TestProblems::kSolveTimeoutMs);
        QVERIFY(!onGuiThread);
        QVERIFY(!job.isRunning());
        QCOMPARE(finished[0].error, QStringLiteral("the task's own result"));
        QVERIFY(!progressAfterFinish);
        QVERIFY(!reports.empty());
        QCOMPARE(reports.back(), std::make_pair(1000, 1000));  // the last report always arrives
        for (std::size_t i = 1; i < reports.size(); ++i)
            QVERIFY(reports[i].first >= reports[i - 1].first);
        // A second run on the same job.
        QVERIFY(job.start([](const ExportJob::Progress&, const std::atomic<bool>*) {
            return ExportResult{true, {}};
        }));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), std::size_t{2}, TestProblems::kSolveTimeoutMs);
        QVERIFY(finished[1].ok);
    }

    void jobCancelReturnsWithoutWaiting() {
        ExportJob job;
        std::atomic<bool> release{false};
        std::atomic<bool> sawCancel{false};
        std::optional<ExportResult> result;
        connect(&job, &ExportJob::finished, this, [&](const ExportResult& r) { result = r; });
        QVERIFY(job.start([&](const ExportJob::Progress&, const std::atomic<bool>* cancel) {
            release.wait(false);  // blocked until the test lets it go
            sawCancel = cancel->load();
            return ExportResult{false, QStringLiteral("cancelled")};
        }));
        QVERIFY(!job.start([](const ExportJob::Progress&, const std::atomic<bool>*) {
            return ExportResult{true, {}};
        }));           // one run at a time
        job.cancel();  // would never return if it waited for the blocked task
        QVERIFY(job.isRunning());
        QVERIFY(job.cancelRequested());
        release = true;
        release.notify_all();
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), TestProblems::kSolveTimeoutMs);
        QVERIFY(sawCancel);
        QCOMPARE(result->error, QStringLiteral("cancelled"));
    }

    void jobDestroyedMidRunCancelsAndJoins() {
        std::atomic<bool> started{false};
        std::atomic<bool> exited{false};
        bool finished = false;
        {
            auto job = std::make_unique<ExportJob>();
            connect(job.get(), &ExportJob::finished, this, [&] { finished = true; });
            QVERIFY(job->start(
                [&](const ExportJob::Progress& progress, const std::atomic<bool>* cancel) {
                    started = true;
                    started.notify_all();
                    int i = 0;
                    while (!cancel->load()) progress(++i % 1000, 1000);
                    exited = true;
                    return ExportResult{false, QStringLiteral("cancelled")};
                }));
            started.wait(false);
        }                 // destroyed while the task runs
        QVERIFY(exited);  // joined: the task had returned before the destructor did
        QCoreApplication::processEvents();
        QVERIFY(!finished);
    }

    void jobTurnsAnExceptionIntoAnError() {
        ExportJob job;
        std::optional<ExportResult> result;
        connect(&job, &ExportJob::finished, this, [&](const ExportResult& r) { result = r; });
        // The exception's (English) text goes to the log, the user gets a translated message.
        QTest::ignoreMessage(QtWarningMsg, "ExportJob: the export task threw: disk on fire");
        QVERIFY(job.start([](const ExportJob::Progress&, const std::atomic<bool>*) -> ExportResult {
            throw std::runtime_error("disk on fire");
        }));
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), TestProblems::kSolveTimeoutMs);
        QVERIFY(!result->ok);
        QVERIFY(!result->error.isEmpty());
        QVERIFY(!result->error.contains(QStringLiteral("disk on fire")));
    }

    // --- AnimationExportDialog -------------------------------------------------------------

    void defaultRangeIsTheHundredStepsAroundTheCursor_data() {
        QTest::addColumn<quint64>("first");
        QTest::addColumn<quint64>("last");
        QTest::addColumn<quint64>("cursor");
        QTest::newRow("middle") << quint64(0) << quint64(10000) << quint64(5000);
        QTest::newRow("near the start") << quint64(0) << quint64(10000) << quint64(10);
        QTest::newRow("near the end") << quint64(0) << quint64(10000) << quint64(9990);
        QTest::newRow("short run") << quint64(0) << quint64(30) << quint64(12);
        QTest::newRow("timeline starts late") << quint64(700) << quint64(10000) << quint64(710);
    }
    void defaultRangeIsTheHundredStepsAroundTheCursor() {
        QFETCH(quint64, first);
        QFETCH(quint64, last);
        QFETCH(quint64, cursor);
        AnimationExportDialog d(8, first, last, cursor, {});
        const quint64 low = std::max<quint64>(1, first);
        QCOMPARE(d.minStep(), low);
        QCOMPARE(d.maxStep(), last);
        QVERIFY(d.fromStep() >= low && d.toStep() <= last);
        QVERIFY(d.fromStep() <= cursor && cursor <= d.toStep());
        QCOMPARE(d.toStep() - d.fromStep() + 1, std::min<quint64>(100, last - low + 1));
        QVERIFY(d.rangeProblem().isEmpty());
    }

    void optionsAreRemembered() {
        {
            AnimationExportDialog d(8, 0, 100, 1, {});
            d.findChild<QSpinBox*>(QStringLiteral("delaySpin"))->setValue(350);
            d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(300);
            d.findChild<QComboBox*>(QStringLiteral("themeCombo"))->setCurrentIndex(1);
        }
        const AnimationOptions o = AnimationExportDialog(8, 0, 100, 1, {}).animationOptions();
        QCOMPARE(o.delayMs, 350);
        QCOMPARE(o.frame.width, 300);
        QCOMPARE(o.frame.theme, ImageTheme::Dark);
        QCOMPARE(o.frame.n, 8);
    }

    void refusedRangesDisableExport() {
        AnimationExportDialog d(8, 0, 20000, 100, {});
        auto* exportButton = d.findChild<QPushButton*>(QStringLiteral("exportButton"));
        QVERIFY(exportButton && exportButton->isEnabled());
        QVERIFY(!d.setRange(30, 20));
        QVERIFY(!exportButton->isEnabled());
        const int max = AnimationExporter::kMaxFrames;
        QVERIFY(!d.setRange(1, static_cast<quint64>(max) + 1));
        QVERIFY(!d.rangeProblem().isEmpty());
        Results results(&d);
        QVERIFY(!d.exportTo(QDir::temp().filePath(QStringLiteral("never.gif"))));
        QCOMPARE(results.all.size(), std::size_t{1});
        QVERIFY(!results.all[0].ok);
        QVERIFY(d.setRange(1, static_cast<quint64>(max)));
        QVERIFY(exportButton->isEnabled());
        // Step 0 (the empty board before any event) is not a frame: ranges start at 1.
        d.setRange(0, 10);
        QCOMPARE(d.fromStep(), quint64(1));
    }

    void exportsTheChosenStepsAsAGif() {
        Replay replay;
        const quint64 total = replay.eventCount();
        QVERIFY(total > 24);
        AnimationExportDialog d(5, 0, total, 10, replay.function());
        d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(200);
        QVERIFY(d.setRange(5, 24));
        Results results(&d);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steps.gif"));
        QVERIFY(d.exportTo(path));
        QVERIFY(d.isExporting());
        QCOMPARE(replay.asked, (std::vector<std::pair<quint64, quint64>>{{5, 24}}));
        QTRY_VERIFY_WITH_TIMEOUT(!results.all.empty(), TestProblems::kSolveTimeoutMs);
        QVERIFY2(results.all[0].ok, qPrintable(results.all[0].error));
        QVERIFY(!d.isExporting());
        QImageReader reader(path);
        QVERIFY(reader.canRead());
        QCOMPARE(reader.format(), QByteArray("gif"));
        QCOMPARE(reader.imageCount(), 20);
        QCOMPARE(reader.size().width(), 200);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("steps.gif")});
    }

    void exportsNumberedPngFrames() {
        Replay replay;
        AnimationExportDialog d(5, 0, replay.eventCount(), 1, replay.function());
        d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(120);
        QVERIFY(d.setRange(1, 3));
        Results results(&d);
        QTemporaryDir dir;
        QVERIFY(d.exportTo(dir.path()));
        QTRY_VERIFY_WITH_TIMEOUT(!results.all.empty(), TestProblems::kSolveTimeoutMs);
        QVERIFY2(results.all[0].ok, qPrintable(results.all[0].error));
        const QStringList pngs = QDir(dir.path()).entryList({QStringLiteral("*.png")}, QDir::Files);
        QCOMPARE(pngs.size(), 3);
        for (const QString& name : pngs) QCOMPARE(QImage(dir.filePath(name)).width(), 120);
    }

    void cancelStopsALongExportAndLeavesNothing() {
        Replay replay;
        replay.n = 8;
        const quint64 total = replay.eventCount();
        QVERIFY(total >= 3000);
        AnimationExportDialog d(8, 0, total, 1, replay.function());
        d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(2048);
        QVERIFY(d.setRange(1, 3000));
        Results results(&d);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.gif"));
        QVERIFY(d.exportTo(path));
        auto* progress = d.findChild<QProgressBar*>(QStringLiteral("progressBar"));
        QVERIFY(progress != nullptr);
        // Under way: at least one frame written, so the cancel comes during the export.
        QTRY_VERIFY_WITH_TIMEOUT(progress->value() >= 1 || !results.all.empty(),
                                 TestProblems::kSolveTimeoutMs);
        QVERIFY(results.all.empty());
        QVERIFY(d.findChild<QPushButton*>(QStringLiteral("cancelButton"))->isEnabled());
        d.cancelExport();
        QTRY_VERIFY_WITH_TIMEOUT(!results.all.empty(), TestProblems::kSolveTimeoutMs);
        QVERIFY(!results.all[0].ok);
        QCOMPARE(results.all[0].error, QStringLiteral("cancelled"));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY2(entries(dir.path()).isEmpty(), qPrintable(entries(dir.path()).join(' ')));
        // Usable again: a short export succeeds.
        QVERIFY(!d.isExporting());
        d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(100);
        QVERIFY(d.setRange(1, 2));
        QVERIFY(d.exportTo(path));
        QTRY_COMPARE_WITH_TIMEOUT(results.all.size(), std::size_t{2},
                                  TestProblems::kSolveTimeoutMs);
        QVERIFY2(results.all[1].ok, qPrintable(results.all[1].error));
        QCOMPARE(QImageReader(path).imageCount(), 2);
    }

    void errorsAreShownAndTheDialogStaysUsable() {
        Replay replay;
        const quint64 total = replay.eventCount();
        bool failGather = true;
        AnimationExportDialog d(5, 0, total, 1, [&](quint64 from, quint64 to) {
            if (!failGather) return replay.gather(from, to);
            AnimationInput failed;
            failed.error = QStringLiteral("timeline trimmed");
            return failed;
        });
        d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(100);
        QVERIFY(d.setRange(1, 4));
        auto* message = d.findChild<QLabel*>(QStringLiteral("messageLabel"));
        Results results(&d);
        QTemporaryDir dir;
        // 1. The gather function fails: reported at once, nothing started.
        QVERIFY(!d.exportTo(dir.filePath(QStringLiteral("a.gif"))));
        QCOMPARE(results.all.size(), std::size_t{1});
        QCOMPARE(results.all[0].error, QStringLiteral("timeline trimmed"));
        QVERIFY(message->text().contains(QStringLiteral("timeline trimmed")));
        QVERIFY(!d.isExporting());
        // 2. The writer fails (missing folder): reported when the job ends.
        failGather = false;
        const QString missing = dir.filePath(QStringLiteral("missing/a.gif"));
        QVERIFY(d.exportTo(missing));
        QTRY_COMPARE_WITH_TIMEOUT(results.all.size(), std::size_t{2},
                                  TestProblems::kSolveTimeoutMs);
        QVERIFY(!results.all[1].ok);
        QVERIFY(!results.all[1].error.isEmpty());
        QVERIFY(message->text().contains(results.all[1].error));
        QVERIFY(!QFileInfo::exists(missing));
        // 3. And a good export still works.
        const QString good = dir.filePath(QStringLiteral("good.gif"));
        QVERIFY(d.exportTo(good));
        QTRY_COMPARE_WITH_TIMEOUT(results.all.size(), std::size_t{3},
                                  TestProblems::kSolveTimeoutMs);
        QVERIFY2(results.all[2].ok, qPrintable(results.all[2].error));
        QCOMPARE(QImageReader(good).imageCount(), 4);
    }

    void closingOrDestroyingMidExportLeavesNothing() {
        Replay replay;
        replay.n = 8;
        QTemporaryDir dir;
        {
            AnimationExportDialog d(8, 0, replay.eventCount(), 1, replay.function());
            d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(1024);
            QVERIFY(d.setRange(1, 2000));
            Results results(&d);
            QVERIFY(d.exportTo(dir.filePath(QStringLiteral("closed.gif"))));
            d.reject();  // closing cancels
            QTRY_VERIFY_WITH_TIMEOUT(!results.all.empty(), TestProblems::kSolveTimeoutMs);
            QCOMPARE(results.all[0].error, QStringLiteral("cancelled"));
        }
        {
            auto d = std::make_unique<AnimationExportDialog>(8, 0, replay.eventCount(), 1,
                                                             replay.function());
            d->findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(1024);
            QVERIFY(d->setRange(1, 2000));
            QVERIFY(d->exportTo(dir.filePath(QStringLiteral("destroyed.gif"))));
        }  // destroyed mid-export: the job stops its writer and joins
        QCoreApplication::processEvents();
        QVERIFY2(entries(dir.path()).isEmpty(), qPrintable(entries(dir.path()).join(' ')));
    }
};

QTEST_MAIN(TestAnimationExportDialog)
#include "test_animation_export_dialog.moc"
