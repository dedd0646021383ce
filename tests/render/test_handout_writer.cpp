// HandoutWriter: the PDF is read back as bytes (header, page objects, page boxes); the counts are
// compared with OEIS A000170 / A002562, typed in here from oeis.org, not taken from the code, and
// the page counts with figures worked out by hand from those counts and the documented layout.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <utility>

#include "HandoutWriter.h"

namespace {

// OEIS A000170 (all solutions) and A002562 (fundamental solutions), n = 1..12.
constexpr std::uint64_t kA000170[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
constexpr std::uint64_t kA002562[] = {1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787};

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Page objects of a PDF: "/Type /Page" not followed by "s" (the /Pages tree node).
int pdfPageCount(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![A-Za-z])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(page));
}

// The first /MediaBox of the PDF, in points.
QSizeF mediaBox(const QByteArray& pdf) {
    static const QRegularExpression box(QStringLiteral(
        "/MediaBox\\s*\\[\\s*([-0-9.]+)\\s+([-0-9.]+)\\s+([-0-9.]+)\\s+([-0-9.]+)\\s*\\]"));
    const auto m = box.match(QString::fromLatin1(pdf));
    if (!m.hasMatch()) return {};
    return QSizeF(m.captured(3).toDouble() - m.captured(1).toDouble(),
                  m.captured(4).toDouble() - m.captured(2).toDouble());
}

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden);
}

}  // namespace

class TestHandoutWriter : public QObject {
    Q_OBJECT

private slots:
    void counts() {
        for (int n = 1; n <= HandoutWriter::kMaxN; ++n) {
            const auto c = HandoutWriter::counts(n);
            QCOMPARE(c.total, kA000170[n - 1]);
            QCOMPARE(c.fundamental, kA002562[n - 1]);
        }
    }

    // Expected pages, by hand: printable area = paper - 2 x 15 mm margins (A4 180 x 267 mm,
    // Letter 185.9 x 249.4 mm); the boards get its height minus the 10 mm header and the 8 mm
    // footer (A4 249 mm, Letter 231.4 mm). Columns 4 (n <= 5), 5 (n <= 8), 6 (n >= 9); a cell is
    // area width / columns wide, its board 4 mm narrower and about as high as wide (the board
    // image's layout at 480 px: 478, 480 or 474 px high for n = 4 or 8, 10, 12), plus two 3.6 mm
    // caption lines and a 4 mm gap. Rows = floor(free height / cell height):
    //   n = 4  A4: 45 mm cells, 40.8 + 11.2 = 48.0 high -> 5 rows x 4 = 20 per page
    //       Letter: 46.5 mm cells, 42.3 + 11.2 = 53.5 -> 4 rows x 4 = 16
    //   n = 8  A4: 36 mm, 31.9 + 11.2 = 43.1 -> 5 x 5 = 25;  Letter: 37.2 mm, 44.2 -> 5 x 5 = 25
    //   n = 10 A4: 30 mm, 26 + 11.2 = 37.2 -> 6 x 6 = 36;    Letter: 31.0 mm, 38.2 -> 6 x 6 = 36
    //   n = 12 A4: 30 mm, 25.7 + 11.2 = 36.9 -> 6 x 6 = 36;  Letter: 31.0 mm, 37.8 -> 6 x 6 = 36
    //   n = 1  A4: 4 columns, 45 mm cells -> 20 per page
    // Pages = 1 + ceil(A002562(n) / per page): n = 4: 1 + 1; n = 8: 1 + ceil(12 / 25) = 2;
    // n = 10: 1 + ceil(92 / 36) = 4; n = 12: 1 + ceil(1787 / 36) = 1 + 50 = 51 (docs/cli.md: "51 A4
    // pages"); n = 1: 2; n = 3 (no solution): the summary page alone.
    void pages_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<PaperSize>("paper");
        QTest::addColumn<int>("pages");
        for (const auto& [n, pages] : {std::pair{4, 2}, {8, 2}, {10, 4}, {12, 51}}) {
            QTest::addRow("n=%d A4", n) << n << PaperSize::A4 << pages;
            QTest::addRow("n=%d Letter", n) << n << PaperSize::Letter << pages;
        }
        QTest::addRow("n=1 A4") << 1 << PaperSize::A4 << 2;
        QTest::addRow("n=3 A4 (no solution)") << 3 << PaperSize::A4 << 1;
    }
    void pages() {
        QFETCH(int, n);
        QFETCH(PaperSize, paper);
        QFETCH(int, pages);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("handout.pdf"));
        QList<QPair<int, int>> calls;
        const ExportResult r = HandoutWriter::write(path, n, paper, [&](int done, int total) {
            calls.append({done, total});
        });
        QVERIFY2(r.ok, qPrintable(r.error));
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QCOMPARE(pdfPageCount(pdf), pages);
        QCOMPARE(HandoutWriter::pageCount(n, paper), pages);

        // Progress: page 1, then every board, in order, ending at total.
        const int total = 1 + static_cast<int>(kA002562[n - 1]);
        QCOMPARE(calls.size(), total);
        for (int i = 0; i < calls.size(); ++i) QCOMPARE(calls[i], qMakePair(i + 1, total));
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("handout.pdf")});
    }

    // The grid of pages 2.. (HandoutWriter.cpp): boards start under the 10 mm header line, row r
    // at 10 + r * cell height, and must end above the 8 mm footer band; as many rows as fit.
    void gridFitsBetweenHeaderAndFooter_data() {
        QTest::addColumn<PaperSize>("paper");
        QTest::addColumn<QSizeF>("area");  // page minus 15 mm margins, in mm
        QTest::newRow("A4") << PaperSize::A4 << QSizeF(210 - 30, 297 - 30);
        QTest::newRow("Letter") << PaperSize::Letter << QSizeF(215.9 - 30, 279.4 - 30);
    }
    void gridFitsBetweenHeaderAndFooter() {
        QFETCH(PaperSize, paper);
        QFETCH(QSizeF, area);
        constexpr qreal header = 10, footer = 8, caption = 2 * 3.6;
        for (int n = 1; n <= HandoutWriter::kMaxN; ++n) {
            const HandoutWriter::Grid g = HandoutWriter::grid(n, paper);
            QVERIFY(std::abs(g.area.width() - area.width()) < 0.1);
            QVERIFY(std::abs(g.area.height() - area.height()) < 0.1);
            QCOMPARE(g.columns, n <= 5 ? 4 : n <= 8 ? 5 : 6);
            QVERIFY(g.columns * g.cell.width() <= g.area.width() + 1e-6);
            QVERIFY(g.board <= g.cell.width() && g.board > 0.8 * g.cell.width());
            QVERIFY(g.cell.height() >= g.board * 0.98 + caption);  // board and captions inside
            const qreal bottom = header + g.rows * g.cell.height();
            QVERIFY2(bottom <= g.area.height() - footer,
                     qPrintable(QStringLiteral("n = %1: boards end at %2 mm").arg(n).arg(bottom)));
            QVERIFY(bottom + g.cell.height() > g.area.height() - footer);  // no room for one more
        }
    }

    void paperSizes_data() {
        QTest::addColumn<PaperSize>("paper");
        QTest::addColumn<QSizeF>("points");  // ISO 216 A4 210 x 297 mm; US Letter 8.5 x 11 in
        QTest::newRow("A4") << PaperSize::A4 << QSizeF(210 / 25.4 * 72, 297 / 25.4 * 72);
        QTest::newRow("Letter") << PaperSize::Letter << QSizeF(8.5 * 72, 11 * 72);
    }
    void paperSizes() {
        QFETCH(PaperSize, paper);
        QFETCH(QSizeF, points);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.pdf"));
        QVERIFY(HandoutWriter::write(path, 6, paper).ok);
        const QSizeF box = mediaBox(readAll(path));
        QVERIFY2(std::abs(box.width() - points.width()) < 1.0,
                 qPrintable(QString::number(box.width())));
        QVERIFY2(std::abs(box.height() - points.height()) < 1.0,
                 qPrintable(QString::number(box.height())));
    }

    // A cancel from the progress callback (or before the start) leaves nothing, and a file that
    // was at the path keeps its content.
    void cancel_data() {
        QTest::addColumn<int>("cancelAt");  // 0: already set before write()
        QTest::newRow("before") << 0;
        QTest::newRow("after page 1") << 1;
        QTest::newRow("mid-way") << 500;
    }
    void cancel() {
        QFETCH(int, cancelAt);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.pdf"));
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old content");
        }
        std::atomic<bool> stop{cancelAt == 0};
        int last = 0;
        const ExportResult r = HandoutWriter::write(
            path, 12, PaperSize::A4,
            [&](int done, int) {
                last = done;
                if (done == cancelAt) stop = true;
            },
            &stop);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, QStringLiteral("cancelled"));
        QCOMPARE(last, cancelAt);  // nothing was drawn after the cancel
        QCOMPARE(readAll(path), QByteArray("old content"));
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("h.pdf")});
    }

    void refusals_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("name");
        QTest::newRow("n=13") << 13 << QStringLiteral("h.pdf");
        QTest::newRow("n=0") << 0 << QStringLiteral("h.pdf");
        QTest::newRow("n=-3") << -3 << QStringLiteral("h.pdf");
        QTest::newRow("png") << 8 << QStringLiteral("h.png");
        QTest::newRow("no folder") << 8 << QStringLiteral("missing/h.pdf");
    }
    void refusals() {
        QFETCH(int, n);
        QFETCH(QString, name);
        QTemporaryDir dir;
        const ExportResult r = HandoutWriter::write(dir.filePath(name), n, PaperSize::A4);
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty());
        QVERIFY(!r.error.contains(QLatin1Char('\n')));
        QVERIFY(entries(dir.path()).isEmpty());
        if (n > HandoutWriter::kMaxN || n < 1) {
            QVERIFY(r.error.contains(QString::number(n)));
            QCOMPARE(HandoutWriter::pageCount(n, PaperSize::A4), 0);
        }
    }
};

QTEST_MAIN(TestHandoutWriter)
#include "test_handout_writer.moc"
