// GUI test: the names and notes of the orbit view are readable in the solutions browser, in
// English, simplified and traditional Chinese, with the default font and a presenter's 20 pt, at
// the size a teacher's screen opened it with (958 x 606) and at the browser's minimum size.
//
// Independent truth: the space a text needs is measured here with the font the view draws in,
// the way QPainter::drawText lays it out (QFontMetrics::boundingRect with the view's flags), and
// word by word (no word may be wider than its rectangle: a word only breaks after a hyphen or a
// dash, Chinese between characters). The rectangles must lie inside their slot, clear of the
// board, and the slots inside the view. Every note any placement can show is checked in every
// slot, not only the notes of the selected solution.
#include <QApplication>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSplitter>
#include <QTableView>
#include <QTest>
#include <QToolTip>
#include <algorithm>

#include "OrbitView.h"
#include "SolutionsBrowser.h"
#include "TestProblems.h"
#include "TranslationLoader.h"

namespace {

// Why `text` drawn in `font` with `flags` does not fit `rect`; empty when it fits.
QString misfit(const QFont& font, const QRect& rect, const QString& text) {
    const QFontMetrics fm(font);
    const QRect needed = fm.boundingRect(rect, OrbitView::kTextFlags, text);
    if (!rect.contains(needed))
        return QStringLiteral("\"%1\" needs %2x%3 at (%4,%5), has %6x%7 at (%8,%9)")
            .arg(text)
            .arg(needed.width())
            .arg(needed.height())
            .arg(needed.x())
            .arg(needed.y())
            .arg(rect.width())
            .arg(rect.height())
            .arg(rect.x())
            .arg(rect.y());
    for (const QString& word :
         text.split(QRegularExpression(QStringLiteral("\\s+|(?<=[-–])|(?<=\\p{Han})")),
                    Qt::SkipEmptyParts))
        if (fm.horizontalAdvance(word) > rect.width())
            return QStringLiteral("the word \"%1\" of \"%2\" is wider than %3 px")
                .arg(word, text)
                .arg(rect.width());
    return {};
}

}  // namespace

class TestOrbitLabels : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase() { TranslationLoader::installLanguage(QStringLiteral("en")); }
    void labelsFitInTheBrowser_data();
    void labelsFitInTheBrowser();
    void tooltipRepeatsNameAndNote();
};

void TestOrbitLabels::labelsFitInTheBrowser_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("minimum");
    QTest::addColumn<int>("pointSize");     // 0: the default font; 20: a presenter's
    QTest::addColumn<QString>("openedIn");  // the language the browser was opened in
    for (const char* language : {"en", "zh_CN", "zh_TW"}) {
        const QString l = QString::fromLatin1(language);
        for (int points : {0, 20}) {
            QTest::addRow("%s, %d pt, 958x606", language, points) << l << false << points << l;
            QTest::addRow("%s, %d pt, minimum size", language, points) << l << true << points << l;
        }
    }
    // Switched while open: the longer English names after Chinese, and back.
    QTest::newRow("en after zh_CN, minimum size")
        << QStringLiteral("en") << true << 0 << QStringLiteral("zh_CN");
    QTest::newRow("zh_TW after en, minimum size")
        << QStringLiteral("zh_TW") << true << 0 << QStringLiteral("en");
}

void TestOrbitLabels::labelsFitInTheBrowser() {
    QFETCH(QString, language);
    QFETCH(bool, minimum);
    QFETCH(int, pointSize);
    QFETCH(QString, openedIn);
    const QFont appFont = QApplication::font();
    const auto restoreFont = qScopeGuard([appFont] { QApplication::setFont(appFont); });
    if (pointSize > 0) {
        QFont large = appFont;
        large.setPointSize(pointSize);
        QApplication::setFont(large);
    }
    TranslationLoader::installLanguage(openedIn);

    SolutionsBrowser b;
    b.resize(958, 606);
    b.show();
    QVERIFY(QTest::qWaitForWindowExposed(&b));
    QTRY_VERIFY_WITH_TIMEOUT(!b.isLoading() && b.tableView()->model()->rowCount() > 0,
                             TestProblems::kSolveTimeoutMs);
    b.tableView()->selectRow(13);  // N = 8, solution 14: four distinct images, four notes
    if (minimum) {                 // at the opening language's minimum size before a switch
        b.resize(1, 1);
        QCoreApplication::processEvents();
    }
    TranslationLoader::installLanguage(language);
    if (language != QLatin1String("en")) QCOMPARE(TranslationLoader::installedLanguage(), language);
    QCoreApplication::processEvents();
    QCOMPARE(OrbitView::transformName(4),
             language == QLatin1String("en")
                 ? QStringLiteral("mirror left–right")
                 : QCoreApplication::translate("OrbitView", "mirror left–right"));
    OrbitView* view = b.orbitView();
    QVERIFY(view->hasPlacement());
    if (minimum) {
        b.resize(1, 1);  // the layout keeps the browser at its minimum size
        QCoreApplication::processEvents();
        b.resize(1, 1);  // again: the word-wrapped counts line may change its height for width
        QVERIFY(b.width() <= std::max(958, b.minimumWidth()));
    }
    QTRY_VERIFY(view->width() > 0);
    QCoreApplication::processEvents();
    QVERIFY2(view->width() >= view->minimumSizeHint().width(),
             qPrintable(QStringLiteral("orbit view %1 px wide, needs %2")
                            .arg(view->width())
                            .arg(view->minimumSizeHint().width())));

    const QFont bold = view->labelFont();
    const QRect whole = view->rect();
    const QStringList notes = OrbitView::possibleNotes();
    QVERIFY(notes.contains(view->slotNote(7)));  // "= main diagonal" for this solution
    int shownNotes = 0;
    for (int slot = 0; slot < OrbitView::kSlots; ++slot) {
        const QRect sr = view->slotRect(slot);
        const QRect label = view->labelRect(slot);
        const QRect labelArea = view->labelArea(slot);
        const QRect note = view->noteRect(slot);
        const QRect noteArea = view->noteArea(slot);
        const QRect board = view->boardRect(slot);
        QVERIFY2(whole.contains(sr), qPrintable(QStringLiteral("slot %1 outside").arg(slot)));
        QVERIFY(sr.contains(labelArea) && sr.contains(noteArea) && sr.contains(board));
        QVERIFY(labelArea.contains(label) && noteArea.contains(note));
        QVERIFY(!labelArea.intersects(board) && !noteArea.intersects(board));
        QVERIFY2(board.width() >= 8 * 3,  // a board still readable: cells of 3 px at least
                 qPrintable(QStringLiteral("board %1 px in a view of %2x%3 (minimum %4x%5)")
                                .arg(board.width())
                                .arg(view->width())
                                .arg(view->height())
                                .arg(view->minimumSizeHint().width())
                                .arg(view->minimumSizeHint().height())));
        // What is drawn: the name in its rectangle, the note (if any) in its own.
        const QString name = view->slotLabel(slot);
        QCOMPARE(name, OrbitView::transformName(slot));
        const QString why = misfit(bold, label, name);
        QVERIFY2(why.isEmpty(),
                 qPrintable(QStringLiteral("label of slot %1: %2").arg(slot).arg(why)));
        if (!view->slotNote(slot).isEmpty()) {
            const QString whyNote = misfit(view->noteFont(slot), note, view->slotNote(slot));
            QVERIFY2(whyNote.isEmpty(),
                     qPrintable(QStringLiteral("note of slot %1: %2").arg(slot).arg(whyNote)));
        }
        // Any note another solution could show fits the area the layout keeps for notes.
        for (const QString& text : notes) {
            const QString whyNote = misfit(bold, noteArea, text);
            QVERIFY2(whyNote.isEmpty(),
                     qPrintable(QStringLiteral("a note in slot %1: %2").arg(slot).arg(whyNote)));
        }
        shownNotes += !view->slotNote(slot).isEmpty();
    }
    QCOMPARE(shownNotes, 5);  // canonical + four repeats
}

// Hovering a slot shows its whole name and its note, whatever room the slot has.
void TestOrbitLabels::tooltipRepeatsNameAndNote() {
    TranslationLoader::installLanguage(QStringLiteral("en"));
    OrbitView view;
    view.resize(view.minimumSizeHint());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPlacement({2, 4, 1, 7, 0, 6, 3, 5});  // N = 8, solution 14: four distinct images
    for (int slot = 0; slot < OrbitView::kSlots; ++slot) {
        const QPoint at = view.slotRect(slot).center();
        QHelpEvent help(QEvent::ToolTip, at, view.mapToGlobal(at));
        QCoreApplication::sendEvent(&view, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString note = view.slotNote(slot);
        QCOMPARE(QToolTip::text(), note.isEmpty()
                                       ? OrbitView::transformName(slot)
                                       : OrbitView::transformName(slot) + QLatin1Char('\n') + note);
    }
    QCOMPARE(view.slotNote(7), QStringLiteral("= main diagonal"));
}

QTEST_MAIN(TestOrbitLabels)
#include "test_orbit_labels.moc"
