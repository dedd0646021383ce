// GUI test of the quiz verdict on the board (QuizVerdictOverlay): after a click the verdict, the
// answer's square, the guess's and the score are shown over or beside the board, in text large
// enough for a room, never clipped and never over the answer's square (nor the guess's, where
// the board leaves room); a right pick has no "?" on its queen.
//
// Independent truth
// - Which square is the answer: the next Place event of an independent replay
//   (ReplayOracle::events) at or after the cursor, found by the test's own scan.
// - The squares: computed from BoardWidget::boardRect() and n here, never from the overlay.
// - The text fits: the test measures each text with QFontMetricsF at the overlay's pixel sizes.
// - The score: the test's own count of its right and wrong clicks.
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <optional>
#include <vector>

#include "BatchFeeder.h"
#include "BoardWidget.h"
#include "CaptionLabel.h"
#include "ClassroomController.h"
#include "ClassroomFixtures.h"
#include "PlaybackController.h"
#include "PredictionQuiz.h"
#include "PresenterMode.h"
#include "QuizVerdictOverlay.h"
#include "ReplayOracle.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using Mark = BoardWidget::CellMark;
using Verdict = QuizVerdictOverlay::Verdict;

namespace {

QRectF squareOf(const BoardWidget& board, int row, int col) {
    const QRectF b = board.boardRect();
    const qreal cell = b.width() / board.state()->n();
    return QRectF(b.left() + col * cell, b.top() + row * cell, cell, cell);
}

bool hasMark(const BoardWidget& board, int row, int col, Mark::Kind kind) {
    for (const Mark& m : board.cellMarks())
        if (m.row == row && m.col == col && m.kind == kind) return true;
    return false;
}

// The (row, column) pairs a text names, in order, as QPoint(col, row).
std::vector<QPoint> namedSquares(const QString& text) {
    std::vector<QPoint> out;
    static const QRegularExpression re(QStringLiteral(R"(row (\d+), column (\d+))"));
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out.emplace_back(m.captured(2).toInt(), m.captured(1).toInt());
    }
    return out;
}

QFont pixelFont(const QFont& base, int px, bool bold) {
    QFont f = base;
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

// The overlay shows `v` readably on `board`: visible, covering the board widget, the banner
// inside it, every text at least kMinTextRatio of the board's height and inside the banner
// (measured here), not over the answer's square; over the guess's square only when told so.
void checkReadable(const BoardWidget& board, const QuizVerdictOverlay& overlay, const Verdict& v,
                   bool guessMayBeCovered) {
    QVERIFY(overlay.isVisible());
    QCOMPARE(overlay.geometry(), board.rect());
    const QRectF banner = overlay.bannerRect();
    QVERIFY(!banner.isEmpty());
    QVERIFY2(QRectF(overlay.rect()).contains(banner), "the banner is cut off by the board widget");
    const qreal boardHeight = board.boardRect().height();
    QVERIFY2(overlay.bodyPixelSize() >= boardHeight * QuizVerdictOverlay::kMinTextRatio,
             qPrintable(QStringLiteral("%1 px on a board of %2 px")
                            .arg(overlay.bodyPixelSize())
                            .arg(boardHeight)));
    QVERIFY(overlay.headlinePixelSize() >= overlay.bodyPixelSize());
    const QRectF text = overlay.textRect();
    QVERIFY(banner.contains(text));
    // Each text, measured here, fits the text area: the headline and score on one line each,
    // the detail wrapped at the text area's width.
    const QFontMetricsF head(pixelFont(overlay.font(), overlay.headlinePixelSize(), true));
    const QFontMetricsF body(pixelFont(overlay.font(), overlay.bodyPixelSize(), false));
    const QFontMetricsF score(pixelFont(overlay.font(), overlay.bodyPixelSize(), true));
    QVERIFY(head.horizontalAdvance(overlay.headline()) < text.width());
    QVERIFY(score.horizontalAdvance(overlay.scoreLine()) <= text.width());
    if (overlay.isCompact()) {
        // Headline and score only (the squares in words left out for want of room).
        QVERIFY(head.height() <= text.height() + 1);
    } else {
        const QRectF wrapped =
            body.boundingRect(QRectF(0, 0, text.width(), 1e6), Qt::TextWordWrap, overlay.detail());
        QVERIFY(wrapped.width() <= text.width() + 0.5);
        QVERIFY2(head.height() + wrapped.height() + score.height() <= text.height() + 1 ||
                     head.height() + wrapped.height() <= text.height() + 1,
                 "the texts are taller than the banner");
    }
    QVERIFY2(!banner.intersects(squareOf(board, v.row, v.col)), "the banner hides the answer");
    if (!guessMayBeCovered && !v.isRight())
        QVERIFY2(!banner.intersects(squareOf(board, v.guessRow, v.guessCol)),
                 "the banner hides the guess");
    // The words name the answer, then (wrong) the guess, and the score.
    const std::vector<QPoint> named = namedSquares(overlay.detail());
    QVERIFY(!named.empty());
    QCOMPARE(named[0], QPoint(v.col, v.row));
    if (!v.isRight()) {
        QCOMPARE(named.size(), std::size_t{2});
        QCOMPARE(named[1], QPoint(v.guessCol, v.guessRow));
    }
    QCOMPARE(overlay.headline(),
             v.isRight() ? QStringLiteral("Right!") : QStringLiteral("Not quite"));
    QCOMPARE(overlay.scoreLine(),
             QStringLiteral("Score: %1 of %2.").arg(v.score.right).arg(v.score.asked));
}

}  // namespace

class TestQuizVerdict : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void layoutIsReadableEverywhere_data();
    void layoutIsReadableEverywhere();
    void clicksShowTheVerdictInTheWindow_data();
    void clicksShowTheVerdictInTheWindow();
    void verdictGoesWhenTheBoardMovesOn();
};

void TestQuizVerdict::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_quiz_verdict"));
    QSettings().clear();
}

void TestQuizVerdict::layoutIsReadableEverywhere_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<QSize>("size");
    QTest::newRow("8, square") << 8 << QSize(480, 480);
    QTest::newRow("8, wide") << 8 << QSize(1100, 560);
    QTest::newRow("8, tall") << 8 << QSize(560, 900);
    QTest::newRow("4, square") << 4 << QSize(520, 520);
    QTest::newRow("5, 1366x768 centre") << 5 << QSize(640, 600);
    QTest::newRow("12, square") << 12 << QSize(700, 700);
}

// Every answer square and a spread of guesses on a board widget of each shape: the banner is
// readable, whole and off the answer; off the guess too, except where no run of rows without
// both can hold it (then it is said below).
void TestQuizVerdict::layoutIsReadableEverywhere() {
    QFETCH(int, n);
    QFETCH(QSize, size);
    queens::BoardState state(n);
    BoardWidget board;
    board.resize(size);
    board.setView(&state, nullptr);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QuizVerdictOverlay overlay(&board);
    int guessCovered = 0;
    int shown = 0;
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; col += std::max(1, n / 4))
            for (const QPoint guess : {QPoint(col, row), QPoint((col + 2) % n, n - 1 - row),
                                       QPoint((col + 1) % n, (row + n / 2) % n)}) {
                const Verdict v{row, col, guess.y(), guess.x(), {shown % 3, shown + 1}};
                overlay.setVerdict(v);
                ++shown;
                const bool covered = !v.isRight() && overlay.bannerRect().intersects(
                                                         squareOf(board, v.guessRow, v.guessCol));
                if (covered) ++guessCovered;
                checkReadable(board, overlay, v, true);
                QVERIFY(!overlay.isCompact());  // these boards have room for the words
                if (QTest::currentTestFailed()) {
                    qWarning("answer (%d, %d), guess (%d, %d)", v.row, v.col, v.guessRow,
                             v.guessCol);
                    return;
                }
            }
    // Beside a wide board or below a tall one the banner never covers a square at all.
    if (size.width() > size.height() * 1.6 || size.height() > size.width() * 1.4)
        QCOMPARE(guessCovered, 0);
    // On a square board the guess is covered only in the rare layouts without room: under a
    // tenth of them.
    QVERIFY2(guessCovered * 10 <= shown,
             qPrintable(QStringLiteral("%1 of %2").arg(guessCovered).arg(shown)));
    overlay.clear();
    QVERIFY(!overlay.isVisible());
}

void TestQuizVerdict::clicksShowTheVerdictInTheWindow_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("presenting");
    QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
    QTest::newRow("1366x768") << QSize(1366, 768) << false;
    QTest::newRow("1920x1080 presenter") << QSize(1920, 1080) << true;
    QTest::newRow("1366x768 presenter") << QSize(1366, 768) << true;
}

// The main window, Predict on, a right click and a wrong one, in normal and presenter mode at
// a projector's sizes: marks and verdict as the truth says, readable.
void TestQuizVerdict::clicksShowTheVerdictInTheWindow() {
    QFETCH(QSize, size);
    QFETCH(bool, presenting);
    using namespace classroomtest;
    const int n = 8;
    Window win(Algorithm::Backtracking, n);
    win.w.setGeometry(QRect(QPoint(0, 0), size));
    if (presenting) win.cr().presenter()->presenterAction()->setChecked(true);
    win.w.setGeometry(QRect(QPoint(0, 0), size));
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    const auto options = BatchFeeder::makeOptions(n, true);
    const auto events = ReplayOracle::events(Algorithm::Backtracking, options, 4000);
    QVERIFY(win.d.stepTo(20));
    QVERIFY(win.d.trigger("predictAction"));
    PredictionQuiz* quiz = win.cr().quiz();
    QuizVerdictOverlay* overlay = quiz->verdictOverlay();
    QVERIFY(overlay != nullptr && !overlay->isVisible());
    QCOMPARE(overlay->parentWidget(), win.board());

    PredictionQuiz::Score score;
    for (const bool right : {true, false, true}) {
        std::optional<std::uint64_t> next;
        for (std::uint64_t i = win.pb().cursor(); i < events.size() && !next; ++i)
            if (events[i].kind == EventKind::Place) next = i;
        QVERIFY(next.has_value());
        QTRY_COMPARE_WITH_TIMEOUT(quiz->questionIndex(), next, 5000);
        const StepEvent& e = events[*next];
        const int guessCol = right ? e.b : (e.b + 3) % n;
        win.click(e.a, guessCol);
        ++score.asked;
        if (right) ++score.right;
        QCOMPARE(quiz->score(), score);
        QVERIFY(overlay->verdict().has_value());
        const Verdict v = *overlay->verdict();
        QCOMPARE(QPoint(v.col, v.row), QPoint(e.b, e.a));
        QCOMPARE(QPoint(v.guessCol, v.guessRow), QPoint(guessCol, e.a));
        QCOMPARE(v.score, score);
        QVERIFY(hasMark(*win.board(), e.a, e.b, Mark::Suggestion));
        QVERIFY(!hasMark(*win.board(), e.a, e.b, Mark::Guess));
        QCOMPARE(hasMark(*win.board(), e.a, guessCol, Mark::Wrong), !right);
        // The guess shares the answer's row here, so no run of rows leaves it out.
        checkReadable(*win.board(), *overlay, v, false);
        if (overlay->isCompact()) {
            // No room for the squares in words on the banner: the caption under the board names
            // the answer.
            auto* caption = win.w.findChild<CaptionLabel*>(QStringLiteral("eventCaption"));
            QVERIFY(caption != nullptr);
            const std::vector<QPoint> named = namedSquares(caption->text());
            QVERIFY2(!named.empty() && named[0] == QPoint(e.b, e.a), qPrintable(caption->text()));
        }
        if (QTest::currentTestFailed()) return;
    }
}

// The pointer on a square under the banner fades it; a step to another cursor, or Predict off,
// takes the verdict away.
void TestQuizVerdict::verdictGoesWhenTheBoardMovesOn() {
    using namespace classroomtest;
    const int n = 8;
    Window win(Algorithm::Backtracking, n);
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    QVERIFY(win.d.stepTo(20));
    QVERIFY(win.d.trigger("predictAction"));
    PredictionQuiz* quiz = win.cr().quiz();
    QuizVerdictOverlay* overlay = quiz->verdictOverlay();
    QTRY_VERIFY_WITH_TIMEOUT(quiz->questionIndex().has_value(), 5000);
    const StepEvent* e = win.pb().timeline().event(*quiz->questionIndex());
    QVERIFY(e != nullptr);
    win.click(e->a, e->b);
    QVERIFY(overlay->isVisible());
    QVERIFY(!overlay->isFaded());

    if (overlay->isOverBoard()) {
        const QRectF b = win.board()->boardRect();
        const qreal cell = b.width() / n;
        std::optional<QPoint> under;  // a square under the banner, as (col, row)
        for (int r = 0; r < n && !under; ++r)
            for (int c = 0; c < n && !under; ++c)
                if (overlay->bannerRect().contains(squareOf(*win.board(), r, c).center()))
                    under = QPoint(c, r);
        QVERIFY(under.has_value());
        QTest::mouseMove(win.board(), QPointF(b.left() + (under->x() + 0.5) * cell,
                                              b.top() + (under->y() + 0.5) * cell)
                                          .toPoint());
        QTRY_VERIFY(overlay->isFaded());
        QTest::mouseMove(win.board(), squareOf(*win.board(), e->a, e->b).center().toPoint());
        QTRY_VERIFY(!overlay->isFaded());
    }

    // Answered again after a step: still shown; after a step away from the reveal: gone.
    QVERIFY(win.d.stepTo(win.pb().cursor() + 1));
    QVERIFY(!overlay->isVisible());
    QVERIFY(!overlay->verdict().has_value());
    QTRY_VERIFY_WITH_TIMEOUT(quiz->questionIndex().has_value(), 5000);
    e = win.pb().timeline().event(*quiz->questionIndex());
    win.click(e->a, (e->b + 1) % n);
    QVERIFY(overlay->isVisible());
    QVERIFY(win.d.trigger("predictAction"));  // off
    QVERIFY(!quiz->isActive());
    QVERIFY(!overlay->isVisible());
}

QTEST_MAIN(TestQuizVerdict)
#include "test_quiz_verdict.moc"
