// GUI test of the dialogs that write one document, offscreen. ExportDialog: the options its
// widgets set, the files it writes (read back with QImage, QSvgRenderer and as raw bytes), the
// clipboard, its errors and its settings. HandoutDialog: its N, the PDF it writes on its worker
// (ExportJob), cancel.
//
// Truth: the widgets are set through their objectNames and the expected BoardImageOptions are
// written out field by field here; a written PNG must hold exactly the image the shared renderer
// draws for those options (the renderer's own correctness is tests/render's business); an SVG
// must parse; a PDF must start with %PDF and carry the chosen paper's MediaBox (A4 595 x 842 pt,
// Letter 612 x 792 pt, ISO 216 / ANSI). Failed exports must leave nothing at the path. The
// handout must have 1 + ceil(F / boards per page) pages with F = the published number of
// fundamental solutions (OEIS A002562); a cancelled one must leave nothing.
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "BoardImageRenderer.h"
#include "ExportDialog.h"
#include "HandoutDialog.h"
#include "HandoutWriter.h"
#include "TestProblems.h"

namespace {

BoardImageOptions eightQueens() {
    BoardImageOptions o;
    o.n = 8;
    o.placement = {0, 4, 7, 5, 2, 6, 1, 3};
    return o;
}

template <class W>
W* child(QWidget* parent, const char* name) {
    W* w = parent->findChild<W*>(QLatin1String(name));
    if (w == nullptr) qFatal("no child %s", name);
    return w;
}

QImage argb(const QImage& image) {
    return image.convertToFormat(QImage::Format_ARGB32);
}

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
}

// Collects the exportFinished() results of a dialog.
struct Results {
    std::vector<ExportResult> all;
    explicit Results(HandoutDialog* d) {
        QObject::connect(d, &HandoutDialog::exportFinished, d,
                         [this](const ExportResult& r) { all.push_back(r); });
    }
};

}  // namespace

class TestExportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // Settings go to a test location, never to the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_export_dialog"));
        QVERIFY2(QSettings().fileName().contains(QStringLiteral(".qttest")),
                 qPrintable(QSettings().fileName()));
    }
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
        QCOMPARE(child<QSpinBox>(&d, "widthSpin")->minimum(), 16);
        QCOMPARE(child<QSpinBox>(&d, "widthSpin")->maximum(), 16384);
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
        const ExportResult r = d.exportTo(path);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.error.isEmpty());
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
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY(bytes.startsWith("%PDF"));
            const QRegularExpression box(
                QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
            const QRegularExpressionMatch m = box.match(QString::fromLatin1(bytes));
            QVERIFY2(m.hasMatch(), "no MediaBox");
            const double w = m.captured(1).toDouble();
            const double h = m.captured(2).toDouble();
            const double expectedW = paper == 0 ? 595.0 : 612.0;
            const double expectedH = paper == 0 ? 842.0 : 792.0;
            QVERIFY2(qAbs(w - expectedW) < 1.0 && qAbs(h - expectedH) < 1.0,
                     qPrintable(QStringLiteral("MediaBox %1 x %2").arg(w).arg(h)));
        }
    }

    void copyPutsTheRenderedImageOnTheClipboard() {
        ExportDialog d(eightQueens());
        child<QSpinBox>(&d, "widthSpin")->setValue(320);
        child<QComboBox>(&d, "backgroundCombo")->setCurrentIndex(1);
        child<QCheckBox>(&d, "attacksCheck")->setChecked(true);
        QGuiApplication::clipboard()->clear();
        QVERIFY(d.copyToClipboard());
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
        const ExportResult r = d.exportTo(path);
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty());
        QVERIFY2(!r.error.contains(QLatin1Char('\n')), qPrintable(r.error));
        if (relative != QStringLiteral("folder.png")) QVERIFY(!QFileInfo::exists(path));
        // Nothing else either: no temporary file next to the path.
        QStringList left = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
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
        Results results(&d);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("handout.pdf"));
        QVERIFY(d.exportTo(path));
        QTRY_VERIFY_WITH_TIMEOUT(!results.all.empty(), TestProblems::kSolveTimeoutMs);
        QVERIFY2(results.all[0].ok, qPrintable(results.all[0].error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll();
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
        Results results(&d);
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
