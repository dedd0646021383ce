// GUI test of the dialogs that write one document, offscreen. ExportDialog: the options its
// widgets set, the files it writes (read back with QImage, QSvgRenderer and as raw bytes), the
// clipboard, its errors, its settings, and its runs on the worker (ExportJob): busy, one at a
// time, cancel, close while running. HandoutDialog: its N, the PDF it writes on its worker, cancel.
//
// Truth: the widgets are set through their objectNames and the expected BoardImageOptions are
// written out field by field here; a written PNG must hold exactly the image the shared renderer
// draws for those options (the renderer's own correctness is tests/render's business); an SVG
// must parse; a PDF must start with %PDF and carry the chosen paper's MediaBox (A4 595 x 842 pt,
// Letter 612 x 792 pt, ISO 216 / ANSI). Failed or cancelled exports must leave nothing at the
// path. The handout must have 1 + ceil(F / boards per page) pages with F = the published number
// of fundamental solutions (OEIS A002562); a cancelled one must leave nothing.
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "../WriteCounter.h"
#include "BoardImageRenderer.h"
#include "ExportDialog.h"
#include "ExportDialogFixtures.h"
#include "HandoutDialog.h"
#include "HandoutWriter.h"
#include "TestProblems.h"

using namespace exporttest;

class TestExportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestSettings(QStringLiteral("test_export_dialog")); }
    void init() { QSettings().clear(); }

    void defaultsAreTheDocumentedOnes() {
        ExportDialog d(eightQueens());
        const BoardImageOptions o = d.options();
        QCOMPARE(o.n, 8);
        QCOMPARE(o.placement, eightQueens().placement);
        QCOMPARE(o.width, 1024);
        QCOMPARE(o.theme, ImageTheme::Light);
        QCOMPARE(o.transparent, false);
        QCOMPARE(o.coordinates, Coordinates::None);
        QCOMPARE(o.attacks, false);
        QCOMPARE(o.registers, false);
        QVERIFY(o.title.isEmpty() && o.caption.isEmpty());
        // The GUI stops at 8192 px (256 MiB as ARGB); the tooltip sends wider images to the CLI.
        auto* width = child<QSpinBox>(&d, "widthSpin");
        QCOMPARE(width->minimum(), 16);
        QCOMPARE(width->maximum(), 8192);
        QVERIFY(width->toolTip().contains(QStringLiteral("8192")) &&
                width->toolTip().contains(QStringLiteral("16384")));
    }

    void optionsReflectTheWidgets() {
        ExportDialog d(eightQueens());
        child<QSpinBox>(&d, "widthSpin")->setValue(640);
        child<QComboBox>(&d, "backgroundCombo")->setCurrentIndex(3);   // transparent, dark theme
        child<QComboBox>(&d, "coordinatesCombo")->setCurrentIndex(1);  // chess
        child<QCheckBox>(&d, "attacksCheck")->setChecked(true);
        child<QCheckBox>(&d, "registersCheck")->setChecked(true);
        child<QLineEdit>(&d, "titleEdit")->setText(QStringLiteral("Eight queens"));
        child<QLineEdit>(&d, "captionEdit")->setText(QStringLiteral("solution 1"));
        BoardImageOptions o = d.options();
        QCOMPARE(o.width, 640);
        QCOMPARE(o.theme, ImageTheme::Dark);
        QCOMPARE(o.transparent, true);
        QCOMPARE(o.coordinates, Coordinates::Chess);
        QCOMPARE(o.attacks, true);
        QCOMPARE(o.registers, true);
        QCOMPARE(o.title, QStringLiteral("Eight queens"));
        QCOMPARE(o.caption, QStringLiteral("solution 1"));
        QCOMPARE(o.placement, eightQueens().placement);

        child<QComboBox>(&d, "backgroundCombo")->setCurrentIndex(1);   // dark theme, opaque
        child<QComboBox>(&d, "coordinatesCombo")->setCurrentIndex(2);  // 0-based
        o = d.options();
        QCOMPARE(o.theme, ImageTheme::Dark);
        QCOMPARE(o.transparent, false);
        QCOMPARE(o.coordinates, Coordinates::ZeroBased);
        child<QComboBox>(&d, "backgroundCombo")->setCurrentIndex(2);  // transparent, light theme
        QCOMPARE(d.options().theme, ImageTheme::Light);
        QCOMPARE(d.options().transparent, true);

        // The paper only matters for PDF: the box is enabled for that format alone.
        auto* format = child<QComboBox>(&d, "formatCombo");
        auto* paper = child<QComboBox>(&d, "paperCombo");
        paper->setCurrentIndex(1);
        QCOMPARE(d.paper(), PaperSize::Letter);
        for (int i = 0; i < format->count(); ++i) {
            format->setCurrentIndex(i);
            QCOMPARE(paper->isEnabled(), d.format() == QStringLiteral("pdf"));
        }
    }

    void optionsAreRememberedButNotTheTexts() {
        {
            ExportDialog d(eightQueens());
            child<QSpinBox>(&d, "widthSpin")->setValue(700);
            child<QComboBox>(&d, "coordinatesCombo")->setCurrentIndex(2);
            child<QComboBox>(&d, "backgroundCombo")->setCurrentIndex(1);
            child<QCheckBox>(&d, "attacksCheck")->setChecked(true);
            child<QLineEdit>(&d, "titleEdit")->setText(QStringLiteral("only this board"));
        }
        ExportDialog again(eightQueens());
        const BoardImageOptions o = again.options();
        QCOMPARE(o.width, 700);
        QCOMPARE(o.coordinates, Coordinates::ZeroBased);
        QCOMPARE(o.theme, ImageTheme::Dark);
        QCOMPARE(o.attacks, true);
        QVERIFY(o.title.isEmpty());
    }

    void exportWritesAValidFile_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("paper");
        QTest::newRow("png") << QStringLiteral("board.png") << 0;
        QTest::newRow("PNG upper case") << QStringLiteral("board.PNG") << 0;
        QTest::newRow("svg") << QStringLiteral("board.svg") << 0;
        QTest::newRow("pdf a4") << QStringLiteral("board.pdf") << 0;
        QTest::newRow("pdf letter") << QStringLiteral("board.pdf") << 1;
    }
    void exportWritesAValidFile() {
        QFETCH(QString, name);
        QFETCH(int, paper);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ExportDialog d(eightQueens());
        child<QSpinBox>(&d, "widthSpin")->setValue(600);
        child<QComboBox>(&d, "coordinatesCombo")->setCurrentIndex(1);
        child<QLineEdit>(&d, "titleEdit")->setText(QStringLiteral("Eight queens"));
        child<QComboBox>(&d, "paperCombo")->setCurrentIndex(paper);
        const QString path = dir.filePath(name);
        Results saved(&d, &ExportDialog::exportFinished);
        QVERIFY(d.exportTo(path));
        const ExportResult r = saved.wait();
        QVERIFY2(r.ok && r.error.isEmpty(), qPrintable(r.error));
        const QString suffix = name.section(QLatin1Char('.'), -1).toLower();
        if (suffix == QStringLiteral("png")) {
            const QImage written(path, "png");
            QVERIFY(!written.isNull());
            QCOMPARE(written.width(), 600);
            QCOMPARE(written.size(), BoardImageRenderer::imageSize(d.options()));
            QCOMPARE(argb(written), argb(BoardImageRenderer::render(d.options())));
        } else if (suffix == QStringLiteral("svg")) {
            QSvgRenderer svg(path);
            QVERIFY(svg.isValid());
            QVERIFY(!svg.viewBoxF().isEmpty());
        } else {
            QVERIFY(readAll(path).startsWith("%PDF"));
            const QSizeF box = pdfMediaBox(path);
            const QSizeF expected = paper == 0 ? QSizeF(595, 842) : QSizeF(612, 792);
            QVERIFY2(
                qAbs(box.width() - expected.width()) < 1.0 &&
                    qAbs(box.height() - expected.height()) < 1.0,
                qPrintable(QStringLiteral("MediaBox %1 x %2").arg(box.width()).arg(box.height())));
        }
    }

    void copyPutsTheRenderedImageOnTheClipboard() {
        ExportDialog d(eightQueens());
        child<QSpinBox>(&d, "widthSpin")->setValue(320);
        child<QComboBox>(&d, "backgroundCombo")->setCurrentIndex(1);
        child<QCheckBox>(&d, "attacksCheck")->setChecked(true);
        QGuiApplication::clipboard()->clear();
        Results copies(&d, &ExportDialog::copyFinished);
        QVERIFY(d.copyToClipboard());
        QVERIFY(copies.wait().ok);
        QCOMPARE(copies.all.size(), std::size_t{1});
        const QImage copied = QGuiApplication::clipboard()->image();
        QVERIFY(!copied.isNull());
        QCOMPARE(copied.width(), 320);
        QCOMPARE(argb(copied), argb(BoardImageRenderer::render(d.options())));
    }

    void failedExportLeavesNoFile_data() {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<bool>("makeReadOnlyDir");
        QTest::newRow("unknown extension") << QStringLiteral("board.bmp") << false;
        QTest::newRow("no extension") << QStringLiteral("board") << false;
        QTest::newRow("missing folder") << QStringLiteral("missing/board.png") << false;
        QTest::newRow("path is a folder") << QStringLiteral("folder.png") << false;
        QTest::newRow("read-only folder") << QStringLiteral("locked/board.png") << true;
    }
    void failedExportLeavesNoFile() {
        QFETCH(QString, relative);
        QFETCH(bool, makeReadOnlyDir);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.png")));
        if (makeReadOnlyDir) {
            QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("locked")));
            QFile::setPermissions(dir.filePath(QStringLiteral("locked")),
                                  QFile::ReadOwner | QFile::ExeOwner);
            QFile probe(dir.filePath(QStringLiteral("locked/probe")));
            if (probe.open(QIODevice::WriteOnly)) {
                probe.close();
                probe.remove();
                QSKIP("running with rights that ignore folder permissions (root)");
            }
        }
        ExportDialog d(eightQueens());
        child<QSpinBox>(&d, "widthSpin")->setValue(64);
        const QString path = dir.filePath(relative);
        Results saved(&d, &ExportDialog::exportFinished);
        QVERIFY(d.exportTo(path));  // the writer's refusal comes with the result
        const ExportResult r = saved.wait();
        QVERIFY2(!r.ok && !r.error.isEmpty() && !r.error.contains(QLatin1Char('\n')),
                 qPrintable(r.error));
        if (relative != QStringLiteral("folder.png")) QVERIFY(!QFileInfo::exists(path));
        // Nothing else either: no temporary file next to the path.
        QStringList left = entries(dir.path());
        left.removeAll(QStringLiteral("folder.png"));
        left.removeAll(QStringLiteral("locked"));
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
        QVERIFY(QDir(dir.filePath(QStringLiteral("folder.png"))).isEmpty());
    }

    void invalidBoardDisablesSaveAndCopy() {
        BoardImageOptions board = eightQueens();
        board.placement = {0, 4, 7};  // three rows for n = 8
        ExportDialog d(board);
        QVERIFY(!BoardImageRenderer::validate(d.options()).isEmpty());
        QVERIFY(!child<QPushButton>(&d, "saveButton")->isEnabled());
        QVERIFY(!child<QPushButton>(&d, "copyButton")->isEnabled());
        QCOMPARE(child<QLabel>(&d, "messageLabel")->text(),
                 BoardImageRenderer::validate(d.options()));
        QVERIFY(!d.copyToClipboard());
        QVERIFY(!d.exportTo(QDir::temp().filePath(QStringLiteral("never.png"))));
    }

    // The copy runs on the worker: copyToClipboard() returns at once with the run under way
    // (busy bar, Save and Copy off, Cancel on, no second run); closing the dialog cancels it and
    // closes once it has ended; the clipboard keeps what it had.
    void copyRunsOnTheWorkerAndClosingCancelsIt() {
        ExportDialog d(eightQueens());
        child<QSpinBox>(&d, "widthSpin")->setValue(ExportDialog::kMaxWidth);  // 256 MiB
        QGuiApplication::clipboard()->setText(QStringLiteral("before"));
        Results copies(&d, &ExportDialog::copyFinished);
        d.show();
        QVERIFY(d.copyToClipboard());
        QVERIFY(copies.all.empty() && d.isExporting());
        QVERIFY(!child<QPushButton>(&d, "saveButton")->isEnabled() &&
                !child<QPushButton>(&d, "copyButton")->isEnabled());
        QVERIFY(child<QPushButton>(&d, "cancelButton")->isEnabled());
        QCOMPARE(child<QProgressBar>(&d, "progressBar")->maximum(), 0);  // busy
        QVERIFY(!d.exportTo(QDir::temp().filePath(QStringLiteral("never.png"))));
        d.reject();
        QVERIFY(d.isVisible());  // until the run has ended
        QCOMPARE(copies.wait().error, QStringLiteral("cancelled"));
        QCOMPARE(copies.all.size(), std::size_t{1});
        QVERIFY(!d.isVisible());
        QCOMPARE(d.result(), int(QDialog::Rejected));
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("before"));
        QVERIFY(child<QPushButton>(&d, "copyButton")->isEnabled());
    }

    // A save cancelled at once or mid-write (the process wrote 256 KB more) ends "cancelled" and
    // leaves nothing new: no partial or temporary file; an earlier file keeps its bytes.
    void cancelledSaveLeavesNothing_data() {
        QTest::addColumn<bool>("writing");
        QTest::addColumn<QByteArray>("old");  // an earlier file at the path ("": none)
        QTest::newRow("at once") << false << QByteArray();
        QTest::newRow("while writing") << true << QByteArray();
        QTest::newRow("while writing over a file") << true << QByteArray("an earlier export");
    }
    void cancelledSaveLeavesNothing() {
        QFETCH(bool, writing);
        QFETCH(QByteArray, old);
        using queens::testing::WriteCounter;
        QTemporaryDir dir;
        ExportDialog d(eightQueens());
        child<QSpinBox>(&d, "widthSpin")->setValue(ExportDialog::kMaxWidth);
        const QString path = dir.filePath(QStringLiteral("board.png"));
        QFile f(path);
        QVERIFY(old.isEmpty() || (f.open(QIODevice::WriteOnly) && f.write(old) == old.size()));
        f.close();
        Results saved(&d, &ExportDialog::exportFinished);
        const long long before = WriteCounter::bytesWritten();
        QVERIFY(d.exportTo(path));
        if (writing)
            QTRY_VERIFY_WITH_TIMEOUT(WriteCounter::bytesWritten() - before >= 256 * 1024,
                                     TestProblems::kSolveTimeoutMs);
        QVERIFY(d.isExporting());
        d.cancelExport();
        QCOMPARE(saved.wait().error, QStringLiteral("cancelled"));
        QCOMPARE(entries(dir.path()),
                 old.isEmpty() ? QStringList() : QStringList{QStringLiteral("board.png")});
        QVERIFY(old.isEmpty() || (f.open(QIODevice::ReadOnly) && f.readAll() == old));
        QVERIFY(child<QPushButton>(&d, "saveButton")->isEnabled());
    }

    void registersOnlyUpTo64_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("enabled");
        QTest::newRow("8") << 8 << true;
        QTest::newRow("64") << 64 << true;
        QTest::newRow("65") << 65 << false;
        QTest::newRow("200") << 200 << false;
    }
    void registersOnlyUpTo64() {
        QFETCH(int, n);
        QFETCH(bool, enabled);
        BoardImageOptions board;
        board.n = n;
        board.placement.assign(static_cast<std::size_t>(n), -1);
        board.placement[0] = n / 2;
        ExportDialog d(board);
        auto* registers = child<QCheckBox>(&d, "registersCheck");
        QCOMPARE(registers->isEnabled(), enabled);
        if (!enabled) {
            QVERIFY(registers->toolTip().contains(QStringLiteral("64")));
            registers->setChecked(true);  // even when forced, the option stays off
            QCOMPARE(d.options().registers, false);
        }
    }

    void previewFollowsTheOptions() {
        ExportDialog d(eightQueens());
        QTRY_VERIFY(!d.previewImage().isNull());
        const QImage light = d.previewImage();
        QVERIFY(light.width() <= 360 * d.devicePixelRatioF() + 1);
        child<QComboBox>(&d, "backgroundCombo")->setCurrentIndex(1);
        QTRY_VERIFY(d.previewImage() != light);
        // The preview is the same picture as the export, at the preview's width.
        BoardImageOptions small = d.options();
        small.width = d.previewImage().width();
        QCOMPARE(argb(d.previewImage()), argb(BoardImageRenderer::render(small)));
    }

    // --- HandoutDialog ---------------------------------------------------------------------

    void handoutNIsTheCurrentNClamped() {
        QCOMPARE(HandoutDialog(8).n(), 8);
        QCOMPARE(HandoutDialog(20).n(), 12);
        QCOMPARE(HandoutDialog(0).n(), 1);
    }

    void handoutWritesAPdfWithTheExpectedPages_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("fundamental");  // OEIS A002562
        QTest::addColumn<int>("paper");
        QTest::newRow("6 A4") << 6 << 1 << 0;
        QTest::newRow("8 Letter") << 8 << 12 << 1;
    }
    void handoutWritesAPdfWithTheExpectedPages() {
        QFETCH(int, n);
        QFETCH(int, fundamental);
        QFETCH(int, paper);
        HandoutDialog d(n);
        d.findChild<QComboBox*>(QStringLiteral("paperCombo"))->setCurrentIndex(paper);
        QCOMPARE(d.paper(), paper == 0 ? PaperSize::A4 : PaperSize::Letter);
        Results results(&d, &HandoutDialog::exportFinished);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("handout.pdf"));
        QVERIFY(d.exportTo(path));
        QTRY_VERIFY_WITH_TIMEOUT(!results.all.empty(), TestProblems::kSolveTimeoutMs);
        QVERIFY2(results.all[0].ok, qPrintable(results.all[0].error));
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF"));
        const int perPage = HandoutWriter::boardsPerPage(n, d.paper());
        QVERIFY(perPage > 0);
        const int expectedPages = 1 + (fundamental + perPage - 1) / perPage;
        const qsizetype pages =
            QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b")));
        QCOMPARE(pages, qsizetype(expectedPages));
    }

    void handoutCancelLeavesNothing() {
        HandoutDialog d(12);
        Results results(&d, &HandoutDialog::exportFinished);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.pdf"));
        QVERIFY(d.exportTo(path));
        QVERIFY(d.isExporting());
        QVERIFY(!d.exportTo(path));  // one export at a time
        d.cancelExport();
        QTRY_VERIFY_WITH_TIMEOUT(!results.all.empty(), TestProblems::kSolveTimeoutMs);
        QCOMPARE(results.all.size(), std::size_t{1});
        QCOMPARE(results.all[0].error, QStringLiteral("cancelled"));
        QVERIFY(entries(dir.path()).isEmpty());
        QVERIFY(!d.isExporting());
        QVERIFY(d.findChild<QPushButton*>(QStringLiteral("saveButton"))->isEnabled());
    }
};

QTEST_MAIN(TestExportDialog)
#include "test_export_dialog.moc"
