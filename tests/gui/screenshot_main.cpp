// queenslab_screenshot: renders the main window part-way through a search into a PNG.
//   queenslab_screenshot OUT.png [algorithm=bitmask] [n=8] [steps=60 | play:SECONDS] [--dark]
// "play:S" plays at maximum speed for S seconds instead of stepping.
// It drives the window like a user (widgets and actions) and grabs it with QWidget::grab().
// The texts follow the locale like the application, e.g. LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8.
// Classroom options: --presenter (presenter mode, window 1920x1080), --colorblind, --tree (the
// search tree dock), --compare (grab the compare window after the same steps), --puzzle=COLS
// (puzzle mode with the queens of a placement like "1 3 . ." and a hint), --quiz (predict the
// next step, one right answer given; --quiz=wrong: a wrong one, three columns off),
// --pointer=ROW:COL (the laser pointer over that square), --size=WxH (the window's size).
// Language: --switch=LANG (start in English, then pick LANG, e.g. zh_CN or zh_TW, in the
// Language menu, as a user switches while the program runs).
// Problem and player: --all (find all solutions), --new-seed (press "New seed"), --type-n=TEXT
// (type TEXT into the N field and press Enter, after the steps), --run-to=depth:K,
// --run-to=wipeout or --run-to=end (trigger that action and wait for the stop),
// --csp=WORD,... (CSP backtracking's fields, as a user sets them: in-order, mrv or mrv-degree;
// lcv; none, fc or mac; backjump; ties).
// --start (grab the start page that Help > Lessons opens).
// --legend (grab the board legend window). --handbook[=ANCHOR] (grab Help > Handbook, scrolled
// to the section with that anchor, e.g. keyboard-shortcuts; --size then sizes the handbook).
// Lessons: --lesson=FILE[@STOP] (open the lesson and show stop STOP, counted from 1; FILE may be
// a Qt resource path), --answer=K (answer the stop's multiple-choice question with choice K,
// from 0), --edit-stop (grab the Edit stop dialog of the stop shown).
// Local searches without the algorithm list: --demo=hill, --demo=annealing, --demo=beam or
// --demo=genetic (the steppers' runs, seed 1; --demo=hill-made: LocalSearchRuns' hand-made
// hill climb) shows such a run
// of N (the algorithm argument is ignored) at step STEPS (genetic with STEPS 0: at a crossover
// in the third generation); --hvalues=on|off sets the board's h-values toggle.
// Dancing Links: --demo=dlx (the stepper's run) or --demo=dlx-made (DlxRuns' hand-made Algorithm
// X, first solution) at step STEPS, with STEPS 0: at the first Cover after the third queen
// (mid-cover); also saves the matrix dock alone as OUT.png.matrix.png. --switch applies here too.
// Constraint search: --demo=csp-fc or --demo=csp-mac (a run made by the test support's
// HandMadeCsp: rows in order, forward checking or arc consistency, the first solution), or
// --demo=csp:INFERENCE[:ORDER[:backjump]] (the stepper's run, INFERENCE fc, mac or none, ORDER
// in-order, mrv or mrv-degree; conflict-directed backjumping); --at=KIND[:K] seeks to just after
// the K-th (1 at first) event of KIND (wipeout, prune, arc: a Prune by arc consistency, jump)
// instead of step STEPS; --hover=ROW:COL moves the mouse over that square (a crossed-out one shows
// the link to its cause). --demo=dlx: Dancing Links' run the same way, --at=deadend[:K] after
// the K-th Choose of an item with no option left. With these demos --tree shows the search tree
// dock, saved as OUT.tree.png too, and --switch applies. Experiments: --experiments=textbook,
// csp or heavy-tail (Classroom > Experiments…, that preset) or
// --experiments=PARAM=VALUES[@RUNS] (a sweep of the main window's algorithm and N, e.g.
// sideways=0:100:10@1000 or t0=0.1,0.5,1,2@200); grabs the window once the result is shown.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <cstdio>
#include <memory>

#include "AppStyle.h"
#include "BoardWidget.h"
#include "ClassroomController.h"
#include "CompareWindow.h"
#include "DlxMatrixView.h"
#include "DlxRuns.h"
#include "ExperimentForm.h"
#include "ExperimentsHost.h"
#include "ExperimentsWindow.h"
#include "ExportController.h"
#include "ExportDialog.h"
#include "HandMadeCsp.h"
#include "HandbookWindow.h"
#include "LessonController.h"
#include "LessonHost.h"
#include "LocalSearchRuns.h"
#include "LockStepPlayback.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlacementParser.h"
#include "PlaybackController.h"
#include "PredictionQuiz.h"
#include "PresenterMode.h"
#include "PuzzleController.h"
#include "SearchTreeView.h"
#include "SolutionsBrowser.h"
#include "SolutionsBrowserHost.h"
#include "StartPage.h"
#include "StepperFactory.h"
#include "TimelineRecorder.h"
#include "TranslationLoader.h"
#include "WarningBox.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    TranslationLoader::install();  // like the application: the language follows LANG / LC_ALL
    QStringList args = QApplication::arguments().mid(1);
    const bool dark = args.removeAll(QStringLiteral("--dark")) > 0;
    // --browser=N:ROW[:WxH] grabs the solutions browser (N, row ROW selected; at the size it opens
    // with, or WxH) instead of the window;
    // --export grabs the board image export dialog for the board at the cursor.
    QString browser;
    for (const QString& a : args)
        if (a.startsWith(QStringLiteral("--browser="))) browser = a.mid(10);
    args.removeIf([](const QString& a) { return a.startsWith(QStringLiteral("--browser=")); });
    const bool exportDialog = args.removeAll(QStringLiteral("--export")) > 0;
    const bool presenter = args.removeAll(QStringLiteral("--presenter")) > 0;
    const bool colorBlind = args.removeAll(QStringLiteral("--colorblind")) > 0;
    const bool tree = args.removeAll(QStringLiteral("--tree")) > 0;
    const bool compare = args.removeAll(QStringLiteral("--compare")) > 0;
    const bool quizWrong = args.removeAll(QStringLiteral("--quiz=wrong")) > 0;
    const bool quiz = args.removeAll(QStringLiteral("--quiz")) > 0 || quizWrong;
    const bool legend = args.removeAll(QStringLiteral("--legend")) > 0;
    const bool startPage = args.removeAll(QStringLiteral("--start")) > 0;
    bool handbook = args.removeAll(QStringLiteral("--handbook")) > 0;
    auto valueOf = [&args](const QString& prefix) {
        QString v;
        for (const QString& a : args)
            if (a.startsWith(prefix)) v = a.mid(prefix.size());
        args.removeIf([&prefix](const QString& a) { return a.startsWith(prefix); });
        return v;
    };
    const QString puzzle = valueOf(QStringLiteral("--puzzle="));
    const QString pointer = valueOf(QStringLiteral("--pointer="));
    const QString handbookAnchor = valueOf(QStringLiteral("--handbook="));
    handbook = handbook || !handbookAnchor.isEmpty();
    // --size=WxH: the window's size (1600x1000, or 1920x1080 in presenter mode, unless given).
    const QString sizeArg = valueOf(QStringLiteral("--size="));
    const QSize size(sizeArg.section(QLatin1Char('x'), 0, 0).toInt(),
                     sizeArg.section(QLatin1Char('x'), 1, 1).toInt());
    const QString experiments = valueOf(QStringLiteral("--experiments="));
    const QString switchTo = valueOf(QStringLiteral("--switch="));
    if (!switchTo.isEmpty()) TranslationLoader::installLanguage(QStringLiteral("en"));
    if (args.isEmpty()) {
        std::fprintf(
            stderr,
            "usage: queenslab_screenshot OUT.png [algorithm] [n] [steps|play:SECONDS] [--dark]\n"
            "       [--browser=N:ROW | --export | --compare] [--presenter] [--colorblind] "
            "[--tree]\n"
            "       [--puzzle=COLS] [--quiz | --quiz=wrong] [--pointer=ROW:COL] [--switch=LANG]\n"
            "       [--size=WxH] [--all] [--new-seed] [--type-n=TEXT] "
            "[--run-to=depth:K|wipeout|end]\n"
            "       [--legend] [--start] [--handbook[=ANCHOR]]\n"
            "       [--experiments=textbook|csp|heavy-tail|PARAM=VALUES[@RUNS]]\n");
        return 2;
    }
    const QString out = args.value(0);
    const auto algorithm =
        queens::algorithmFromName(args.value(1, QStringLiteral("bitmask")).toStdString());
    const int n = args.value(2, QStringLiteral("8")).toInt();
    const QString how = args.value(3, QStringLiteral("60"));
    const bool play = how.startsWith(QStringLiteral("play:"));
    const int steps = play ? 0 : how.toInt();
    const int playMs = play ? how.mid(5).toInt() * 1000 : 0;
    if (!algorithm || n < 1 || steps < 0) {
        std::fprintf(stderr, "bad algorithm, n or steps\n");
        return 2;
    }

    const QString typeN = valueOf(QStringLiteral("--type-n="));
    const QString runTo = valueOf(QStringLiteral("--run-to="));
    const QString cspArg = valueOf(QStringLiteral("--csp="));
    const QString lessonArg = valueOf(QStringLiteral("--lesson="));
    const QString answerArg = valueOf(QStringLiteral("--answer="));
    const bool editStop = args.removeAll(QStringLiteral("--edit-stop")) > 0;
    const QString demo = valueOf(QStringLiteral("--demo="));
    const QString hValues = valueOf(QStringLiteral("--hvalues="));
    const QString at = valueOf(QStringLiteral("--at="));
    const QString hover = valueOf(QStringLiteral("--hover="));
    const bool all = args.removeAll(QStringLiteral("--all")) > 0;
    const bool newSeed = args.removeAll(QStringLiteral("--new-seed")) > 0;

    AppStyle::apply(dark);
    // A refusal is printed, not shown in a modal box nobody can close.
    WarningBox::setObserver([](const QString& title, const QString& text) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(text));
    });
    MainWindow w;
    w.resize(size.isValid() && !size.isEmpty() ? size : QSize(1600, 1000));
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    MainWindowDriver d(w);
    if (!hValues.isEmpty())
        const_cast<BoardWidget*>(w.board())->setShowHValues(hValues == QLatin1String("on"));
    // The classroom views asked for: the search tree dock, the language.
    const auto showViews = [&] {
        if (tree) w.classroom()->tree()->parentWidget()->show();
        if (!switchTo.isEmpty()) {
            const QString name =
                switchTo == QLatin1String("zh_TW")   ? QStringLiteral("languageZhTwAction")
                : switchTo == QLatin1String("zh_CN") ? QStringLiteral("languageZhCnAction")
                                                     : QStringLiteral("languageEnglishAction");
            if (auto* a = w.findChild<QAction*>(name)) a->trigger();
        }
    };
    if (demo.startsWith(QLatin1String("csp")) || demo == QLatin1String("dlx")) {
        const queens::Algorithm searched =
            demo == QLatin1String("dlx") ? queens::Algorithm::Dlx : queens::Algorithm::Csp;
        std::vector<queens::StepEvent> events;
        if (searched == queens::Algorithm::Dlx) {
            queens::StepperOptions o;
            o.n = n;
            o.allSolutions = all;
            auto stepper = queens::StepperFactory::create(searched, o);
            queens::StepEvent e;
            while (events.size() < 1'000'000 && stepper->next(e)) events.push_back(e);
        } else if (demo == QLatin1String("csp-fc") || demo == QLatin1String("csp-mac")) {
            events = demo == QLatin1String("csp-fc") ? handmade::forwardChecking(n)
                                                     : handmade::arcConsistency(n);
        } else {
            using Options = queens::StepperOptions;
            Options o;
            o.n = n;
            o.allSolutions = all;
            const QString inference = demo.section(QLatin1Char(':'), 1, 1);
            const QString order = demo.section(QLatin1Char(':'), 2, 2);
            o.inference = inference == QLatin1String("fc")    ? Options::Inference::ForwardChecking
                          : inference == QLatin1String("mac") ? Options::Inference::Mac
                                                              : Options::Inference::None;
            o.varOrder = order == QLatin1String("mrv")          ? Options::VarOrder::Mrv
                         : order == QLatin1String("mrv-degree") ? Options::VarOrder::MrvDegree
                                                                : Options::VarOrder::InOrder;
            o.backjump = demo.section(QLatin1Char(':'), 3, 3) == QLatin1String("backjump");
            auto stepper = queens::StepperFactory::create(queens::Algorithm::Csp, o);
            queens::StepEvent e;
            while (events.size() < 1'000'000 && stepper->next(e)) events.push_back(e);
        }
        queens::TimelineRecorder rec(n);
        std::vector<queens::BatchPtr> batches;
        for (const queens::StepEvent& e : events) {
            rec.record(e);
            if (rec.pending() >= 256) batches.push_back(rec.takeBatch());
        }
        batches.push_back(rec.takeBatch());
        w.showRun(searched, n, batches);
        std::uint64_t to = std::min<std::uint64_t>(steps, events.size());
        if (!at.isEmpty()) {
            const QString kind = at.section(QLatin1Char(':'), 0, 0);
            int left = std::max(1, at.section(QLatin1Char(':'), 1, 1).toInt());
            for (std::uint64_t i = 0; i < events.size(); ++i) {
                const queens::StepEvent& e = events[i];
                const bool arc = e.reason == queens::reasonCode(queens::PruneCause::Arc);
                const bool match =
                    (kind == QLatin1String("wipeout") && e.kind == queens::EventKind::Wipeout) ||
                    (kind == QLatin1String("prune") && e.kind == queens::EventKind::Prune) ||
                    (kind == QLatin1String("arc") && e.kind == queens::EventKind::Prune && arc) ||
                    (kind == QLatin1String("jump") && e.kind == queens::EventKind::Jump) ||
                    (kind == QLatin1String("deadend") && e.kind == queens::EventKind::Choose &&
                     e.b == 0);
                if (match && --left == 0) {
                    to = i + 1;
                    break;
                }
            }
        }
        showViews();
        w.findChild<PlaybackController*>()->seek(to);
        QTest::qWait(300);
        if (tree &&
            !w.classroom()->tree()->parentWidget()->grab().save(out + QStringLiteral(".tree.png")))
            return 1;
        if (!hover.isEmpty()) {
            BoardWidget* board = const_cast<BoardWidget*>(w.board());
            const QRectF r = board->boardRect();
            const qreal cell = r.width() / n;
            const int row = hover.section(QLatin1Char(':'), 0, 0).toInt();
            const int col = hover.section(QLatin1Char(':'), 1, 1).toInt();
            QTest::mouseMove(
                board,
                QPointF(r.left() + (col + 0.5) * cell, r.top() + (row + 0.5) * cell).toPoint());
            QTest::qWait(200);
            std::printf("hover %d:%d: %s\n", row, col, qPrintable(board->domainToolTip(row, col)));
        }
        if (!const_cast<BoardWidget*>(w.board())->grab().save(out + QStringLiteral(".board.png")))
            return 1;
        if (!w.grab().save(out)) return 1;
        std::printf("%s: demo %s N=%d at step %llu of %zu\n", qPrintable(out), qPrintable(demo), n,
                    static_cast<unsigned long long>(to), events.size());
        return 0;
    }
    if (!demo.isEmpty()) {
        using queens::Algorithm;
        const bool handMade = demo == QLatin1String("hill-made");
        const bool dlx = demo.startsWith(QLatin1String("dlx"));
        const Algorithm a = demo.startsWith(QLatin1String("hill")) ? Algorithm::HillClimbing
                            : demo == QLatin1String("annealing")   ? Algorithm::SimulatedAnnealing
                            : demo == QLatin1String("beam")        ? Algorithm::LocalBeam
                            : dlx                                  ? Algorithm::Dlx
                                                                   : Algorithm::Genetic;
        std::vector<queens::StepEvent> events;
        if (handMade) {
            events = LocalSearchRuns::hillClimbing(n, 7);
        } else if (demo == QLatin1String("dlx-made")) {
            events = DlxRuns::algorithmX(n, 1);
        } else {
            queens::StepperOptions o;
            o.n = n;
            o.seed = 1;
            o.populationSize = 8;
            o.maxStepsPerRestart = a == Algorithm::Genetic ? 30 : 0;
            auto stepper = queens::StepperFactory::create(a, o);
            queens::StepEvent e;
            while (events.size() < 1'000'000 && stepper->next(e)) events.push_back(e);
        }
        queens::TimelineRecorder rec(n);
        std::vector<queens::BatchPtr> batches;
        for (const queens::StepEvent& e : events) {
            rec.record(e);
            if (rec.pending() >= 256) batches.push_back(rec.takeBatch());
        }
        batches.push_back(rec.takeBatch());
        w.showRun(a, n, batches);
        std::uint64_t at = std::min<std::uint64_t>(steps, events.size());
        if (a == Algorithm::Genetic && steps == 0) {
            int generations = 0;
            for (std::uint64_t i = 0; i < events.size(); ++i) {
                generations += events[i].kind == queens::EventKind::Generation ? 1 : 0;
                if (generations == 3 && events[i].kind == queens::EventKind::Crossover &&
                    events[i].a == 3) {
                    at = i + 1;
                    break;
                }
            }
        }
        if (dlx && steps == 0) {
            int placed = 0;
            for (std::uint64_t i = 0; i < events.size(); ++i) {
                placed += events[i].kind == queens::EventKind::Place ? 1 : 0;
                if (placed >= 3 && events[i].kind == queens::EventKind::Cover) {
                    at = i + 1;
                    break;
                }
            }
        }
        w.findChild<PlaybackController*>()->seek(at);
        if (!switchTo.isEmpty()) {
            const QString name =
                switchTo == QLatin1String("zh_TW")   ? QStringLiteral("languageZhTwAction")
                : switchTo == QLatin1String("zh_CN") ? QStringLiteral("languageZhCnAction")
                                                     : QStringLiteral("languageEnglishAction");
            if (auto* action = w.findChild<QAction*>(name)) action->trigger();
        }
        QTest::qWait(300);
        if (auto* matrix = w.findChild<DlxMatrixView*>(); dlx && matrix)
            if (!matrix->parentWidget()->parentWidget()->grab().save(out +
                                                                     QStringLiteral(".matrix.png")))
                return 1;
        if (!const_cast<BoardWidget*>(w.board())->grab().save(out + QStringLiteral(".board.png")))
            return 1;
        if (!w.grab().save(out)) return 1;
        std::printf("%s: demo %s N=%d at step %llu of %zu\n", qPrintable(out), qPrintable(demo), n,
                    static_cast<unsigned long long>(at), events.size());
        return 0;
    }
    d.selectAlgorithm(*algorithm);
    d.setAllSolutions(all);
    d.setN(n);
    for (const QString& word : cspArg.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        using O = queens::StepperOptions;
        const auto choose = [&w](const char* combo, int value) {
            auto* box = w.findChild<QComboBox*>(QLatin1String(combo));
            box->setCurrentIndex(box->findData(value));
        };
        if (word == QLatin1String("in-order"))
            choose("cspVarOrderCombo", int(O::VarOrder::InOrder));
        if (word == QLatin1String("mrv")) choose("cspVarOrderCombo", int(O::VarOrder::Mrv));
        if (word == QLatin1String("mrv-degree"))
            choose("cspVarOrderCombo", int(O::VarOrder::MrvDegree));
        if (word == QLatin1String("lcv")) choose("cspValueOrderCombo", int(O::ValueOrder::Lcv));
        if (word == QLatin1String("none")) choose("cspInferenceCombo", int(O::Inference::None));
        if (word == QLatin1String("fc"))
            choose("cspInferenceCombo", int(O::Inference::ForwardChecking));
        if (word == QLatin1String("mac")) choose("cspInferenceCombo", int(O::Inference::Mac));
        if (word == QLatin1String("backjump"))
            w.findChild<QCheckBox*>(QStringLiteral("cspBackjumpCheck"))->setChecked(true);
        if (word == QLatin1String("ties"))
            w.findChild<QCheckBox*>(QStringLiteral("cspRandomTiesCheck"))->setChecked(true);
    }
    if (newSeed)
        QTest::mouseClick(w.findChild<QWidget*>(QStringLiteral("newSeedButton")), Qt::LeftButton);
    QElapsedTimer clock;
    clock.start();
    while (d.playback().recorded() < static_cast<std::uint64_t>(steps) &&
           !d.playback().runFinished() && clock.elapsed() < 20000)
        QTest::qWait(20);
    for (int i = 0; i < steps; ++i) d.trigger("stepForwardAction");
    if (play) {
        d.setSpeedPosition(d.speedMaximum());
        d.trigger("playPauseAction");
        // A real event loop, not QTest::qWait(), which sleeps between its rounds of events and
        // so would slow the playback down.
        QEventLoop loop;
        QTimer::singleShot(playMs, &loop, &QEventLoop::quit);
        loop.exec();
        // Pause unless the run already ended (Play at the end would start it again).
        if (d.playback().isPlaying()) d.trigger("playPauseAction");
    }
    if (runTo.startsWith(QStringLiteral("depth:"))) {
        w.findChild<QSpinBox*>(QStringLiteral("depthSpin"))->setValue(runTo.mid(6).toInt());
        d.trigger("runToDepthAction");
    } else if (runTo == QStringLiteral("end")) {
        d.trigger("runToEndAction");
    } else if (runTo == QStringLiteral("wipeout")) {
        d.trigger("runToWipeoutAction");
    }
    if (!runTo.isEmpty() && !QTest::qWaitFor([&d] { return !d.playback().isPlaying(); }, 60000))
        return 1;
    if (!typeN.isEmpty()) {
        auto* spin = w.findChild<QSpinBox*>(QStringLiteral("nSpinBox"));
        auto* edit = spin->findChild<QLineEdit*>();
        QTest::mouseClick(edit, Qt::LeftButton);
        edit->selectAll();
        QTest::keyClicks(edit, typeN);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    if (!lessonArg.isEmpty()) {
        LessonController* lessons = w.lessons()->controller();
        const QString file = lessonArg.section(QLatin1Char('@'), 0, 0);
        const int stop = lessonArg.section(QLatin1Char('@'), 1, 1).toInt();
        w.lessons()->openLesson(file);
        if (!QTest::qWaitFor([&] { return !lessons->isOpening(); }, 60000) || !lessons->lesson()) {
            std::fprintf(stderr, "cannot open the lesson %s\n", qPrintable(file));
            return 1;
        }
        if (stop > 0) lessons->goToStop(stop - 1);
        if (!QTest::qWaitFor([&] { return lessons->targetStop() < 0; }, 60000)) return 1;
        if (!answerArg.isEmpty()) {
            if (auto* b = w.findChild<QRadioButton*>(QStringLiteral("lessonChoice") + answerArg))
                b->click();
            if (auto* b = w.findChild<QPushButton*>(QStringLiteral("lessonAnswerButton")))
                b->click();
        }
    }
    ClassroomController* room = w.classroom();
    if (colorBlind) room->presenter()->colorBlindAction()->setChecked(true);
    if (presenter) {
        room->presenter()->presenterAction()->setChecked(true);
        // A 1080p projector (or the size given), whatever the window manager does.
        w.setGeometry(
            QRect(QPoint(0, 0), size.isValid() && !size.isEmpty() ? size : QSize(1920, 1080)));
    }
    showViews();
    if (!puzzle.isEmpty()) {
        const auto parsed = queens::PlacementParser::parse(puzzle.toStdString(), n);
        room->puzzleAction()->setChecked(true);
        for (int r = 0; r < static_cast<int>(parsed.placement.size()); ++r)
            if (parsed.placement[r] >= 0) room->puzzle()->toggle(r, parsed.placement[r]);
        room->puzzle()->hint();
    }
    if (quiz) {
        room->predictAction()->setChecked(true);
        QTest::qWait(200);
        if (auto q = room->quiz()->questionIndex()) {
            if (const queens::StepEvent* e = d.playback().timeline().event(*q))
                room->quiz()->answer(e->a, quizWrong ? (e->b + 3) % n : e->b);
        }
    }
    if (!pointer.isEmpty()) {
        BoardWidget* board = const_cast<BoardWidget*>(w.board());
        if (board->pointerMode() == BoardWidget::PointerMode::Off)
            board->setPointerMode(BoardWidget::PointerMode::QueenLines);
        const int row = pointer.section(QLatin1Char(':'), 0, 0).toInt();
        const int col = pointer.section(QLatin1Char(':'), 1, 1).toInt();
        const QRectF r = board->boardRect();
        const qreal cell = r.width() / n;
        QTest::mouseMove(
            board, QPointF(r.left() + (col + 0.5) * cell, r.top() + (row + 0.5) * cell).toPoint());
    }
    QTest::qWait(presenter ? 800 : 200);
    QWidget* shot = &w;
    std::unique_ptr<ExportDialog> dialog;
    if (!browser.isEmpty()) {
        d.trigger("solutionsBrowserAction");
        SolutionsBrowser* b = w.browserHost()->browser();
        const QString size = browser.section(QLatin1Char(':'), 2, 2);  // WxH; else as shown
        if (!size.isEmpty())
            b->resize(size.section(QLatin1Char('x'), 0, 0).toInt(),
                      size.section(QLatin1Char('x'), 1, 1).toInt());
        b->setN(browser.section(QLatin1Char(':'), 0, 0).toInt());
        if (!QTest::qWaitFor(
                [b] { return !b->isLoading() && b->tableView()->model()->rowCount() > 0; }, 20000))
            return 1;
        b->tableView()->selectRow(browser.section(QLatin1Char(':'), 1, 1).toInt());
        QTest::qWait(300);
        shot = b;
    } else if (compare) {
        room->compareAction()->trigger();
        CompareWindow* c = room->compareWindow();
        c->resize(1600, 1000);
        QTest::qWait(500);
        for (int i = 0; i < steps; ++i) c->playback()->stepForward();
        QTest::qWait(500);
        shot = c;
    } else if (!experiments.isEmpty()) {
        d.trigger("experimentsAction");
        ExperimentsWindow* e = w.experimentsHost()->experimentsWindow();
        if (e == nullptr) return 1;
        e->resize(size.isValid() && !size.isEmpty() ? size : QSize(1600, 1000));
        const QHash<QString, QString> presets = {
            {QStringLiteral("textbook"), QStringLiteral("textbookPresetButton")},
            {QStringLiteral("csp"), QStringLiteral("cspPresetButton")},
            {QStringLiteral("heavy-tail"), QStringLiteral("heavyTailPresetButton")}};
        if (presets.contains(experiments)) {
            QTest::mouseClick(e->findChild<QPushButton*>(presets.value(experiments)),
                              Qt::LeftButton);
        } else {
            const QString param = experiments.section(QLatin1Char('='), 0, 0);
            const QString rest = experiments.section(QLatin1Char('='), 1);
            const QString runs = rest.section(QLatin1Char('@'), 1, 1);
            const auto p = queens::Experiment::parameterFromName(param.toStdString());
            auto* sweep = e->findChild<QComboBox*>(QStringLiteral("sweepParameterCombo"));
            if (!p || sweep->findData(static_cast<int>(*p)) < 0) {
                std::fprintf(stderr, "no sweep %s for this algorithm\n", qPrintable(param));
                return 2;
            }
            sweep->setCurrentIndex(sweep->findData(static_cast<int>(*p)));
            e->findChild<QLineEdit*>(QStringLiteral("sweepValuesEdit"))
                ->setText(rest.section(QLatin1Char('@'), 0, 0));
            if (!runs.isEmpty())
                e->findChild<QSpinBox*>(QStringLiteral("experimentRunsSpinBox"))
                    ->setValue(runs.toInt());
            QTest::mouseClick(e->findChild<QPushButton*>(QStringLiteral("runExperimentButton")),
                              Qt::LeftButton);
        }
        if (!e->isRunning()) {
            std::fprintf(stderr, "the experiment did not start\n");
            return 1;
        }
        if (!QTest::qWaitFor([e] { return !e->isRunning(); }, 600000)) return 1;
        QTest::qWait(300);
        shot = e;
    } else if (legend) {
        d.trigger("boardLegendAction");
        QTest::qWait(300);
        shot = w.findChild<QDialog*>(QStringLiteral("boardLegendWindow"));
        if (shot == nullptr) return 1;
    } else if (startPage) {
        d.trigger("helpLessonsAction");
        QTest::qWait(300);
        shot = w.findChild<StartPage*>();
        if (shot == nullptr) return 1;
    } else if (handbook) {
        d.trigger("handbookAction");
        auto* h = w.findChild<HandbookWindow*>(QStringLiteral("handbookWindow"));
        if (h == nullptr) return 1;
        if (size.isValid() && !size.isEmpty()) h->resize(size);
        QTest::qWait(300);
        if (!handbookAnchor.isEmpty() && !h->showSection(handbookAnchor)) {
            std::fprintf(stderr, "no section %s\n", qPrintable(handbookAnchor));
            return 2;
        }
        QTest::qWait(300);
        shot = h;
    } else if (editStop) {
        d.trigger("editStopAction");
        QTest::qWait(300);
        shot = w.findChild<QDialog*>(QStringLiteral("stopEditDialog"));
        if (shot == nullptr) return 1;
        std::printf("edit stop dialog %dx%d\n", shot->width(), shot->height());
    } else if (exportDialog) {
        dialog = std::make_unique<ExportDialog>(w.exports()->currentBoard(), &w);
        dialog->show();
        QTest::qWait(500);
        shot = dialog.get();
    }
    if (qEnvironmentVariableIsSet("QUEENSLAB_SCREENSHOT_GEOMETRY")) {  // layout debugging
        for (QWidget* c : w.findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
            if (c->isVisible())
                std::printf("window: %s %s %d,%d %dx%d\n", c->metaObject()->className(),
                            qPrintable(c->objectName()), c->x(), c->y(), c->width(), c->height());
        std::printf("board squares %.0fx%.0f\n", w.board()->boardRect().width(),
                    w.board()->boardRect().height());
    }
    if (qEnvironmentVariableIsSet("QUEENSLAB_SCREENSHOT_GEOMETRY"))
        for (QWidget* c : w.findChild<QWidget*>(QStringLiteral("boardArea"))
                              ->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
            std::printf("%s %d,%d %dx%d hint %dx%d min %dx%d\n", c->metaObject()->className(),
                        c->x(), c->y(), c->width(), c->height(), c->sizeHint().width(),
                        c->sizeHint().height(), c->minimumSizeHint().width(),
                        c->minimumSizeHint().height());
    if (!shot->grab().save(out)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(out));
        return 1;
    }
    std::printf("%s: %s N=%d after %llu steps\n", qPrintable(out),
                args.value(1, "bitmask").toUtf8().constData(), n,
                static_cast<unsigned long long>(d.playback().cursor()));
    return 0;
}
