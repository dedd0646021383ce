// The GUI and bad input, part 1: File > Open board… and File > Save board… of the
// main window, one table row per bad input. Each row goes through BoardFileController's
// openFile / saveFile (what the actions do once the file dialog has given a path) and requires:
// exactly one warning, titled after the action, whose text names the file and contains every
// expected fragment (case-insensitive; "a|b" accepts either); and that nothing else happened:
// the same run (the same timeline, still recording), the same cursor, the same board and the
// same problem in the Problem dock; the folder's files keep their bytes and nothing is added.
//
// The fragments say what a student needs to read to understand the refusal, written from that
// point of view, not copied from the messages. Files that are boards, if odd ones (CRLF, a
// byte order mark, empty rows, queens attacking each other), must load, and a saved board must
// load back as the same board. The N fields of the solutions browser and the compare window,
// which start a new list or run on every change, must show an N out of range in place (red,
// the limit in the tool tip) and change nothing. Part 2 (test_gui_bad_input_dialogs.cpp)
// covers the dialogs.
#include <QAction>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "BadInputFixtures.h"
#include "BoardFile.h"
#include "BoardFileController.h"
#include "ClassroomController.h"
#include "CompareWindow.h"
#include "ExportDialogFixtures.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "ProblemPanel.h"
#include "PuzzleController.h"
#include "RangeSpinBox.h"
#include "RunHistory.h"
#include "SolutionListModel.h"
#include "SolutionsBrowser.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::EventKind;

namespace {

constexpr int kN = 6;               // the run the window shows while the bad inputs come
constexpr std::uint64_t kStep = 9;  // and its cursor

// What must survive a refused input.
struct Shown {
    const queens::Timeline* timeline = nullptr;
    std::uint64_t cursor = 0;
    std::vector<int> placement;
    int boardN = 0;
    int problemN = 0;
};

}  // namespace

class TestGuiBadInput : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fileMenuHasOpenAndSave();
    void openRefuses_data();
    void openRefuses();
    void saveRefuses_data();
    void saveRefuses();
    void openAcceptsOddBoards_data();
    void openAcceptsOddBoards();
    void savedBoardOpensAsTheSameBoard();
    void puzzleBoardIsTheOneSaved();
    void windowNField_data();
    void windowNField();
    void cleanupTestCase();

private:
    Shown shown() const;
    void requireUnchanged(const Shown& before) const;
    QString path(QString spec) const { return spec.replace("{dir}", dir_.path()); }

    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<MainWindowDriver> driver_;
};

void TestGuiBadInput::initTestCase() {
    exporttest::useTestSettings(QStringLiteral("test_gui_bad_input"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(dir_.isValid());
    const QString d = dir_.path();
    QString rows1001;
    for (int r = 0; r < 1001; ++r) rows1001 += QStringLiteral("%1\n").arg(r);
    const QList<std::pair<const char*, QByteArray>> files{
        {"empty.txt", ""},
        {"blanks.txt", "  \n\t \r\n\n"},
        {"bom-only.txt", "\xEF\xBB\xBF\n"},
        {"png.txt", QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)},
        {"elf.txt", QByteArray("\x7f"
                               "ELF\x02\x01\x01\0\0\0\0\0",
                               12)},
        {"nul.txt", QByteArray("1 3\0 0 2\n", 9)},
        {"latin1.txt", "1 3 0 2 \xe9t\xe9\n"},
        {"rows1001.txt", rows1001.toLatin1()},
        {"range.txt", "0 9 1 2\n"},
        {"negative.txt", "1 -3 0 2\n"},
        {"trailing.txt", "1 3 0 2 queens\n"},
        {"words.txt", "eight queens\n"},
        {"comma.txt", ",1,3,0,2\n"},
        {"commas.txt", "1,,3,0,2\n"},
        {"minus-zero.txt", "1 -0 0 2\n"},
        {"comments.txt", "# a board\n  # to come\n"},
        {"late-comment.txt", "1 3 0 2 # four\n"},
        {"file", "a regular file\n"},
        {"old.txt", "1 3 0 2\n"},
    };
    for (const auto& [name, bytes] : files)
        QVERIFY(badinput::writeFile(d, QString::fromLatin1(name), bytes));
    QVERIFY(QDir(d).mkdir("sub"));
    QVERIFY(QDir(d).mkdir("folder.txt"));
    QFile huge(QDir(d).filePath("huge.txt"));  // sparse: 3 MiB of nothing on disk
    QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(3 << 20));
    huge.close();

    window_ = std::make_unique<MainWindow>();
    driver_ = std::make_unique<MainWindowDriver>(*window_);
    window_->resize(1400, 900);
    window_->show();
    QVERIFY(driver_->selectAlgorithm(Algorithm::Backtracking));
    driver_->setN(kN);
    QVERIFY(driver_->stepTo(kStep));
    QCOMPARE(window_->playback()->cursor(), kStep);
}

void TestGuiBadInput::cleanupTestCase() {
    driver_.reset();
    window_.reset();
}

Shown TestGuiBadInput::shown() const {
    const PlaybackController& pb = *window_->playback();
    return {&pb.timeline(), pb.cursor(), pb.state().placement(), pb.state().n(), driver_->n()};
}

void TestGuiBadInput::requireUnchanged(const Shown& before) const {
    const Shown now = shown();
    QVERIFY2(now.timeline == before.timeline, "a new run replaced the one shown");
    QCOMPARE(now.cursor, before.cursor);
    QCOMPARE(now.placement, before.placement);
    QCOMPARE(now.boardN, before.boardN);
    QCOMPARE(now.problemN, before.problemN);
    QVERIFY(window_->history().recordedEvents() >= before.cursor);
}

void TestGuiBadInput::fileMenuHasOpenAndSave() {
    QAction* open = window_->findChild<QAction*>("openBoardAction");
    QAction* save = window_->findChild<QAction*>("saveBoardAction");
    QVERIFY(open && save);
    QCOMPARE(open->shortcut(), QKeySequence(QKeySequence::Open));
    QCOMPARE(save->shortcut(), QKeySequence(QKeySequence::Save));
    QMenu* file = window_->menuBar()->actions().first()->menu();
    QVERIFY(file->actions().contains(open) && file->actions().contains(save));
    QVERIFY(open->isEnabled() && save->isEnabled());
}

// path ("{dir}" is the fixture folder), the fragments the message must contain.
void TestGuiBadInput::openRefuses_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("fragments");
    const auto row = [](const char* name, const char* file, const QStringList& fragments) {
        QTest::newRow(name) << QString::fromLatin1(file) << fragments;
    };
    row("nonexistent file", "{dir}/missing.txt", {"missing.txt", "does not exist"});
    row("a folder", "{dir}/sub", {"sub", "folder"});
    row("a folder named .txt", "{dir}/folder.txt", {"folder.txt", "folder"});
    row("unreadable (/proc/self/mem)", "/proc/self/mem", {"/proc/self/mem", "error|denied"});
    row("empty file", "{dir}/empty.txt", {"empty.txt", "empty"});
    row("blanks only", "{dir}/blanks.txt", {"blanks.txt", "no columns"});
    row("byte order mark only", "{dir}/bom-only.txt", {"bom-only.txt", "no columns"});
    row("PNG image", "{dir}/png.txt", {"png.txt", "not a text file"});
    row("ELF executable", "{dir}/elf.txt", {"elf.txt", "not a text file"});
    row("NUL byte", "{dir}/nul.txt", {"nul.txt", "not a text file"});
    row("not UTF-8 (Latin-1)", "{dir}/latin1.txt", {"latin1.txt", "not a text file"});
    row("1001 rows (limit 1000)", "{dir}/rows1001.txt", {"rows1001.txt", "rows", "1000"});
    row("comment lines only", "{dir}/comments.txt", {"comments.txt", "no columns"});
    row("comment after a column", "{dir}/late-comment.txt", {"late-comment.txt", "#", "column"});
    row("column out of range", "{dir}/range.txt", {"range.txt", "row 1", "column 9", "range"});
    row("negative column", "{dir}/negative.txt", {"negative.txt", "row 1", "-3", "range"});
    row("trailing word", "{dir}/trailing.txt", {"trailing.txt", "row 4", "queens", "column"});
    row("words only", "{dir}/words.txt", {"words.txt", "row 0", "eight", "column"});
    row("leading comma", "{dir}/comma.txt", {"comma.txt", "comma"});
    row("two commas", "{dir}/commas.txt", {"commas.txt", "between commas"});
    row("minus zero", "{dir}/minus-zero.txt", {"minus-zero.txt", "-0", "column"});
    row("3 MiB (sparse) over the 1 MiB limit", "{dir}/huge.txt", {"huge.txt", "too large", "MiB"});
    row("a device larger than it says (/dev/zero)", "/dev/zero", {"/dev/zero", "larger|too large"});
    row("empty file name", "", {"no file name"});
}

void TestGuiBadInput::openRefuses() {
    QFETCH(QString, file);
    QFETCH(QStringList, fragments);
    const QString p = path(file);
    const Shown before = shown();
    const auto files = badinput::snapshot(dir_.path());
    badinput::Warnings warnings;
    QSignalSpy loaded(window_->boardFiles(), &BoardFileController::boardLoaded);
    QVERIFY(!window_->boardFiles()->openFile(p));
    QCOMPARE(loaded.count(), 0);
    QCOMPARE(warnings.texts.size(), 1);
    QCOMPARE(warnings.titles.first(), QStringLiteral("Open board"));
    const QString text = warnings.texts.first();
    qInfo("%s", qPrintable(text));  // the table's messages, for review in the log
    QVERIFY2(!text.contains('\n'), qPrintable(text));
    const QString missing = badinput::missingFragments(text, fragments);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("\"%1\" lacks %2").arg(text, missing)));
    requireUnchanged(before);
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

void TestGuiBadInput::saveRefuses_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("fragments");
    const auto row = [](const char* name, const char* file, const QStringList& fragments) {
        QTest::newRow(name) << QString::fromLatin1(file) << fragments;
    };
    row("missing folder", "{dir}/nofolder/b.txt", {"nofolder", "does not exist"});
    row("folder is a file", "{dir}/file/b.txt", {"file", "not a folder"});
    row("target is a folder", "{dir}/folder.txt", {"folder.txt", "is a folder"});
    row("unknown extension .png", "{dir}/b.png", {".png", ".txt"});
    row("no extension", "{dir}/board", {"board", ".txt"});
    row("read-only place (/proc)", "/proc/b.txt", {"/proc", "cannot|permission"});
    row("empty file name", "", {"no file name"});
}

void TestGuiBadInput::saveRefuses() {
    QFETCH(QString, file);
    QFETCH(QStringList, fragments);
    const Shown before = shown();
    const auto files = badinput::snapshot(dir_.path());
    badinput::Warnings warnings;
    QVERIFY(!window_->boardFiles()->saveFile(path(file)));
    QCOMPARE(warnings.texts.size(), 1);
    QCOMPARE(warnings.titles.first(), QStringLiteral("Save board"));
    const QString text = warnings.texts.first();
    qInfo("%s", qPrintable(text));  // the table's messages, for review in the log
    QVERIFY2(!text.contains('\n'), qPrintable(text));
    const QString missing = badinput::missingFragments(text, fragments);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("\"%1\" lacks %2").arg(text, missing)));
    requireUnchanged(before);
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

// Odd but good boards load: bytes, the placement shown, whether it is a solution.
void TestGuiBadInput::openAcceptsOddBoards_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<std::vector<int>>("placement");
    QTest::addColumn<bool>("solution");
    QTest::newRow("CRLF lines") << QByteArray("1\r\n3\r\n0\r\n2\r\n")
                                << std::vector<int>{1, 3, 0, 2} << true;
    QTest::newRow("byte order mark") << QByteArray(
                                            "\xEF\xBB\xBF"
                                            "1 3 0 2\n")
                                     << std::vector<int>{1, 3, 0, 2} << true;
    QTest::newRow("no final newline, commas")
        << QByteArray("2,0,3,1") << std::vector<int>{2, 0, 3, 1} << true;
    QTest::newRow("two queens in column 0")
        << QByteArray("0 0 1 2 3\n") << std::vector<int>{0, 0, 1, 2, 3} << false;
    QTest::newRow("empty rows") << QByteArray(". 3 . 2 . .\n")
                                << std::vector<int>{-1, 3, -1, 2, -1, -1} << false;
    QTest::newRow("comment lines")
        << QByteArray("# four queens\r\n1 3 0 2\n# done\n") << std::vector<int>{1, 3, 0, 2} << true;
    QTest::newRow("all rows empty")
        << QByteArray(". . .\n") << std::vector<int>{-1, -1, -1} << false;
}

void TestGuiBadInput::openAcceptsOddBoards() {
    QFETCH(QByteArray, bytes);
    QFETCH(std::vector<int>, placement);
    QFETCH(bool, solution);
    QVERIFY(badinput::writeFile(dir_.path(), "odd.txt", bytes));
    badinput::Warnings warnings;
    QVERIFY(window_->boardFiles()->openFile(QDir(dir_.path()).filePath("odd.txt")));
    QVERIFY2(warnings.texts.isEmpty(), qPrintable(warnings.texts.join('\n')));
    const PlaybackController& pb = *window_->playback();
    QCOMPARE(pb.state().placement(), placement);
    QCOMPARE(pb.state().isSolution(), solution);
    QCOMPARE(driver_->n(), int(placement.size()));
    // Shown as a position: one Place per queen, a Solution only for a solution, then Done.
    const auto queens =
        std::count_if(placement.begin(), placement.end(), [](int c) { return c >= 0; });
    QCOMPARE(pb.cursor(), std::uint64_t(queens + (solution ? 1 : 0) + 1));
    QCOMPARE(std::uint64_t(pb.state().stats().solutions), std::uint64_t(solution ? 1 : 0));
    if (!solution && queens == std::int64_t(placement.size()))
        QVERIFY(pb.state().collisions() > 0);  // the attacking queens are on the board
    QVERIFY2(driver_->statusMessage().contains("odd.txt"), qPrintable(driver_->statusMessage()));
}

void TestGuiBadInput::savedBoardOpensAsTheSameBoard() {
    driver_->setN(8);
    QVERIFY(driver_->stepTo(20));
    const std::vector<int> board = window_->playback()->state().placement();
    const QString file = QDir(dir_.path()).filePath("saved.txt");
    QVERIFY(badinput::writeFile(dir_.path(), "saved.txt", "previous\n"));
    badinput::Warnings warnings;
    QVERIFY(window_->boardFiles()->saveFile(file));
    QVERIFY(window_->boardFiles()->openFile(file));
    QVERIFY2(warnings.texts.isEmpty(), qPrintable(warnings.texts.join('\n')));
    QCOMPARE(window_->playback()->state().placement(), board);
    QCOMPARE(exporttest::readAll(file).count('\n'), 8);
}

// In puzzle mode the board shown is the student's: Save writes it, and it opens as that board.
void TestGuiBadInput::puzzleBoardIsTheOneSaved() {
    QVERIFY(driver_->trigger("puzzleModeAction"));
    ClassroomController* classroom = window_->classroom();
    QVERIFY(classroom->showsPuzzle());
    const int n = classroom->puzzle()->state().n();
    classroom->puzzle()->toggle(0, 1);
    classroom->puzzle()->toggle(2, 3);
    const std::vector<int> student = classroom->puzzle()->state().placement();
    QVERIFY(student != window_->playback()->state().placement());
    const QString file = QDir(dir_.path()).filePath("puzzle.txt");
    badinput::Warnings warnings;
    QVERIFY(window_->boardFiles()->saveFile(file));
    QVERIFY(driver_->trigger("puzzleModeAction"));  // back to the run
    QVERIFY(!classroom->showsPuzzle());
    QVERIFY(window_->boardFiles()->openFile(file));
    QVERIFY2(warnings.texts.isEmpty(), qPrintable(warnings.texts.join('\n')));
    QCOMPARE(window_->playback()->state().placement(), student);
    QCOMPARE(window_->playback()->state().n(), n);
}

// window ("browser" or "compare"), what is typed into its N field, the fragments of the reason.
void TestGuiBadInput::windowNField_data() {
    QTest::addColumn<QString>("window");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("fragments");
    QTest::newRow("browser N 17") << "browser"
                                  << "17" << QStringList{"N", "1", "16"};
    QTest::newRow("browser N 0") << "browser"
                                 << "0" << QStringList{"N", "1", "16"};
    QTest::newRow("compare N 99999") << "compare"
                                     << "99999" << QStringList{"N", "1", "most"};
    QTest::newRow("compare N 0") << "compare"
                                 << "0" << QStringList{"N", "1", "most"};
}

void TestGuiBadInput::windowNField() {
    QFETCH(QString, window);
    QFETCH(QString, typed);
    QFETCH(QStringList, fragments);
    SolutionsBrowser browser;
    CompareWindow compare;
    QWidget* w = window == "browser" ? static_cast<QWidget*>(&browser) : &compare;
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    if (window == "browser") {
        browser.setN(6);
        QVERIFY(
            QTest::qWaitFor([&] { return !browser.isLoading(); }, TestProblems::kSolveTimeoutMs));
    }
    const int n = window == "browser" ? browser.n() : compare.n();
    auto* spin = qobject_cast<RangeSpinBox*>(
        window == "browser" ? w->findChild<QSpinBox*>("sizeSpin") : compare.sizeSpin());
    QVERIFY(spin != nullptr);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, typed);
    QVERIFY(!spin->isAcceptable());
    const QString missing = badinput::missingFragments(spin->toolTip(), fragments);
    QVERIFY2(missing.isEmpty(), qPrintable(spin->toolTip() + " lacks " + missing));
    QVERIFY(!spin->styleSheet().isEmpty());  // the red frame
    QCOMPARE(window == "browser" ? browser.n() : compare.n(), n);
    if (window == "browser") {
        QVERIFY(!browser.isLoading());
        QCOMPARE(browser.model()->rowCount(), 4);
    }
    spin->clearFocus();  // leaving the field: the last N in range again, nothing else
    QTRY_VERIFY(spin->isAcceptable());
    QVERIFY(spin->styleSheet().isEmpty());
}

QTEST_MAIN(TestGuiBadInput)
#include "test_gui_bad_input.moc"
