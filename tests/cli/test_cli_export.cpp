// queenslab-cli export: the PNG has the requested width and shows queens exactly on the cells of
// the placement (read back with QImage, compared with an export of the empty board); --solution
// K is the K-th solution of the test's own brute force; SVG parses and holds one queen's shapes
// per queen; PDF is one page of the requested paper; the themes differ; bad input ends with
// the right exit code and one stderr line and leaves no file; a failing write (the file size
// limit of the process, standing in for a full disk) exits with 2 and leaves nothing; a symbolic
// link at the path stays a link (its target gets the image).
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <set>

#include "BoardImageRenderer.h"
#include "CliTestSupport.h"

using clitest::Placement;
using clitest::runCli;

namespace {

QString columns(const Placement& p) {
    QStringList s;
    for (int c : p) s << (c < 0 ? QStringLiteral(".") : QString::number(c));
    return s.join(QLatin1Char(' '));
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Everything in `dir` (hidden files too), for "nothing was left behind".
QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// The cells (row, col) of `image` where it differs from `empty`, found pixel by pixel and mapped
// to cells through the renderer's layout; pixels outside every cell are counted in *outside.
std::set<std::pair<int, int>> changedCells(const QImage& image, const QImage& empty, int n,
                                           int width, int* outside) {
    BoardImageOptions o;
    o.n = n;
    o.width = width;
    o.placement.assign(std::size_t(n), -1);
    std::set<std::pair<int, int>> cells;
    *outside = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            if (image.pixel(x, y) == empty.pixel(x, y)) continue;
            bool inCell = false;
            for (int r = 0; r < n && !inCell; ++r)
                for (int c = 0; c < n && !inCell; ++c)
                    if (BoardImageRenderer::cellRect(o, r, c).contains(x + 0.5, y + 0.5)) {
                        cells.insert({r, c});
                        inCell = true;
                    }
            if (!inCell) ++*outside;
        }
    return cells;
}

// Shape elements of an SVG document (-1 when it does not parse as XML).
int shapeCount(const QByteArray& svg) {
    static const QStringList shapes = {"path",    "rect", "polygon", "polyline", "circle",
                                       "ellipse", "line", "text",    "image",    "use"};
    QXmlStreamReader xml(svg);
    int count = 0;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement &&
            shapes.contains(xml.name().toString()))
            ++count;
    return xml.hasError() ? -1 : count;
}

double meanLightness(const QImage& image) {
    double sum = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) sum += QColor(image.pixel(x, y)).lightnessF();
    return sum / (image.width() * image.height());
}

}  // namespace

class TestCliExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pngShowsTheQueens_data();
    void pngShowsTheQueens();
    void solutionOneIsTheFirstSolution();
    void boardSources();
    void svgIsVectorWithOneQueenShapePerQueen();
    void pdfIsOnePage_data();
    void pdfIsOnePage();
    void darkThemeDiffersFromLight();
    void attackingQueensAreMarked();
    void jsonSummary();
    void badInput_data();
    void badInput();
    void failedRunKeepsTheOldFile();
    void writeFailureExitsTwo_data();
    void writeFailureExitsTwo();
    void symbolicLinkKeepsItsLink_data();
    void symbolicLinkKeepsItsLink();

private:
    QImage exportPng(const QStringList& args, const QString& name);
    QTemporaryDir dir_;
};

void TestCliExport::initTestCase() {
    QVERIFY(dir_.isValid());
}

QImage TestCliExport::exportPng(const QStringList& args, const QString& name) {
    const QString path = dir_.filePath(name);
    const auto r = runCli(QStringList{"export"} + args + QStringList{"--output", path});
    if (r.crashed || r.exitCode != 0 || !r.out.isEmpty() || !r.err.isEmpty()) {
        qWarning("export %s: exit %d, %s", qPrintable(args.join(' ')), r.exitCode,
                 r.err.constData());
        return {};
    }
    return QImage(path);
}

void TestCliExport::pngShowsTheQueens_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("size");  // 0: no --size (the default, 1024)
    QTest::addColumn<int>("pick");  // which solution of the test's brute force
    QTest::newRow("n=8 default size") << 8 << 0 << 0;
    QTest::newRow("n=8 300 px, last solution") << 8 << 300 << 91;
    QTest::newRow("n=5 257 px") << 5 << 257 << 3;
    QTest::newRow("n=6 640 px") << 6 << 640 << 2;
}

void TestCliExport::pngShowsTheQueens() {
    QFETCH(int, n);
    QFETCH(int, size);
    QFETCH(int, pick);
    const auto all = clitest::allSolutions(n);
    const Placement p = *std::next(all.begin(), pick);
    QStringList common = {QString::number(n)};
    if (size > 0) common << "--size" << QString::number(size);
    const int width = size > 0 ? size : 1024;

    const QImage image = exportPng(common + QStringList{"--placement", columns(p)}, "q.png");
    const QImage empty = exportPng(
        common + QStringList{"--placement", columns(Placement(std::size_t(n), -1))}, "e.png");
    QVERIFY(!image.isNull() && !empty.isNull());
    QCOMPARE(image.width(), width);
    QCOMPARE(empty.size(), image.size());
    QVERIFY(image.height() >= width / 2);  // a board, not a strip

    std::set<std::pair<int, int>> expected;
    for (int r = 0; r < n; ++r) expected.insert({r, p[r]});
    int outside = 0;
    QCOMPARE(changedCells(image, empty, n, width, &outside), expected);
    QCOMPARE(outside, 0);  // nothing but the queens changed
}

void TestCliExport::solutionOneIsTheFirstSolution() {
    // The first solution of the test's brute force, and the one the issue names.
    const Placement first = *clitest::allSolutions(8).begin();
    QCOMPARE(columns(first), QStringLiteral("0 4 7 5 2 6 1 3"));
    const QImage bySolution = exportPng({"8", "--solution", "1", "--size", "256"}, "s1.png");
    const QImage byPlacement =
        exportPng({"8", "--placement", "0 4 7 5 2 6 1 3", "--size", "256"}, "p1.png");
    QVERIFY(!bySolution.isNull());
    QCOMPARE(bySolution, byPlacement);
    // And K = 17 is the 17th of the brute force's lexicographic list.
    const QImage k17 = exportPng({"8", "--solution", "17", "--size", "256"}, "s17.png");
    const QImage p17 =
        exportPng({"8", "--placement", columns(*std::next(clitest::allSolutions(8).begin(), 16)),
                   "--size", "256"},
                  "p17.png");
    QVERIFY(!k17.isNull());
    QCOMPARE(k17, p17);
    QVERIFY(k17 != bySolution);
}

void TestCliExport::boardSources() {
    // --input FILE, --input - (standard input) and --placement draw the same board.
    const QString file = dir_.filePath("board.txt");
    QVERIFY(writeFile(file, "1\n3\n0\n2\n"));
    const QImage byPlacement = exportPng({"4", "--placement", "1 3 0 2", "--size", "128"}, "a.png");
    const QImage byFile = exportPng({"4", "--input", file, "--size", "128"}, "b.png");
    const QString stdinPath = dir_.filePath("c.png");
    const auto r = runCli({"export", "4", "--input", "-", "--size", "128", "--output", stdinPath},
                          "1, 3, 0, 2\n");
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!byPlacement.isNull());
    QCOMPARE(byFile, byPlacement);
    QCOMPARE(QImage(stdinPath), byPlacement);
}

void TestCliExport::svgIsVectorWithOneQueenShapePerQueen() {
    const auto svgOf = [&](const QString& placement, const QString& name) {
        const QString path = dir_.filePath(name);
        const auto r = runCli({"export", "8", "--placement", placement, "--output", path});
        return r.exitCode == 0 ? readAll(path) : QByteArray();
    };
    const QByteArray full = svgOf("0 4 7 5 2 6 1 3", "full.svg");
    const QByteArray one = svgOf(". . 7 . . . . .", "one.svg");
    const QByteArray none = svgOf(". . . . . . . .", "none.svg");
    QVERIFY(!full.isEmpty() && !one.isEmpty() && !none.isEmpty());

    QSvgRenderer renderer(full);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBoxF().width(), 1024.0);  // the layout's pixels

    for (const QByteArray* svg : {&full, &one, &none})
        QVERIFY2(!svg->contains("<image"), "vector shapes only, no raster image");
    const int shapesNone = shapeCount(none);
    const int perQueen = shapeCount(one) - shapesNone;
    QVERIFY(shapesNone > 0 && perQueen > 0);
    QCOMPARE(shapeCount(full) - shapesNone, 8 * perQueen);

    // Drawn, the SVG shows queens exactly on the placement's cells.
    const auto draw = [](const QByteArray& svg) {
        QSvgRenderer r(svg);
        const QSizeF box = r.viewBoxF().size();
        QImage img(box.toSize(), QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter painter(&img);
        r.render(&painter, QRectF(QPointF(0, 0), box));
        return img;
    };
    int outside = 0;
    const auto cells = changedCells(draw(full), draw(none), 8, 1024, &outside);
    const std::set<std::pair<int, int>> expected = {{0, 0}, {1, 4}, {2, 7}, {3, 5},
                                                    {4, 2}, {5, 6}, {6, 1}, {7, 3}};
    QCOMPARE(cells, expected);
    QCOMPARE(outside, 0);
}

void TestCliExport::pdfIsOnePage_data() {
    QTest::addColumn<QString>("paper");
    QTest::addColumn<int>("pageWidthPt");  // A4 210 mm = 595 pt, Letter 8.5 in = 612 pt
    QTest::newRow("default a4") << QString() << 595;
    QTest::newRow("letter") << "letter" << 612;
    QTest::newRow("A4 upper case") << "A4" << 595;
}

void TestCliExport::pdfIsOnePage() {
    QFETCH(QString, paper);
    QFETCH(int, pageWidthPt);
    const QString path = dir_.filePath("board.pdf");
    QStringList args = {"export", "8", "--solution", "1", "--output", path};
    if (!paper.isEmpty()) args << "--paper" << paper;
    const auto r = runCli(args);
    QCOMPARE(r.exitCode, 0);
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    QCOMPARE(QString::fromLatin1(pdf).count(page), 1);
    static const QRegularExpression box(QStringLiteral("/MediaBox\\s*\\[\\s*0 0 ([0-9.]+)"));
    const auto m = box.match(QString::fromLatin1(pdf));
    QVERIFY(m.hasMatch());
    QCOMPARE(qRound(m.captured(1).toDouble()), pageWidthPt);
}

void TestCliExport::darkThemeDiffersFromLight() {
    const QStringList board = {"8", "--solution", "1", "--size", "200"};
    const QImage light = exportPng(board + QStringList{"--theme", "light"}, "light.png");
    const QImage dark = exportPng(board + QStringList{"--theme", "dark"}, "dark.png");
    const QImage byDefault = exportPng(board, "default.png");
    QVERIFY(!light.isNull() && !dark.isNull());
    QCOMPARE(byDefault, light);
    QCOMPARE(dark.size(), light.size());
    QVERIFY(dark != light);
    QVERIFY(meanLightness(dark) < meanLightness(light));
}

// `export 8 --placement "1 3 1 . . . . ." --attacks`: the queens of rows 0 and 2 share column 1
// and attack each other, so their squares look different from the same queens where nothing
// attacks them ("1 3 ." and ". 3 1", pairwise check below), while the queen of row 1, attacked by
// neither, looks the same as there.
void TestCliExport::attackingQueensAreMarked() {
    const int size = 400;
    const QStringList common = {"8", "--attacks", "--size", QString::number(size)};
    const auto image = [&](const char* placement, const QString& name) {
        return exportPng(common + QStringList{"--placement", QLatin1String(placement)}, name);
    };
    const QImage both = image("1 3 1 . . . . .", "both.png");
    const QImage top = image("1 3 . . . . . .", "top.png");
    const QImage bottom = image(". 3 1 . . . . .", "bottom.png");
    QVERIFY(!both.isNull() && !top.isNull() && !bottom.isNull());
    QCOMPARE(top.size(), both.size());
    QCOMPARE(bottom.size(), both.size());
    const auto attacks = [](int r1, int c1, int r2, int c2) {
        return c1 == c2 || std::abs(r1 - r2) == std::abs(c1 - c2);
    };
    QVERIFY(attacks(0, 1, 2, 1));
    QVERIFY(!attacks(0, 1, 1, 3) && !attacks(1, 3, 2, 1));

    BoardImageOptions o;
    o.n = 8;
    o.width = size;
    o.placement.assign(8, -1);
    // Pixels of cell (row, col) that differ between a and b.
    const auto differing = [&](const QImage& a, const QImage& b, int row, int col) {
        const QRect cell = BoardImageRenderer::cellRect(o, row, col).toAlignedRect();
        int count = 0;
        for (int y = cell.top(); y <= cell.bottom(); ++y)
            for (int x = cell.left(); x <= cell.right(); ++x)
                count += a.pixel(x, y) != b.pixel(x, y);
        return count;
    };
    const int cellPixels = (size / 10) * (size / 10);  // a cell is at least this large
    QVERIFY2(differing(both, top, 0, 1) > cellPixels / 20, "row 0's queen is not marked");
    QVERIFY2(differing(both, bottom, 2, 1) > cellPixels / 20, "row 2's queen is not marked");
    QCOMPARE(differing(both, top, 1, 3), 0);
    QCOMPARE(differing(both, bottom, 1, 3), 0);
}

void TestCliExport::jsonSummary() {
    const QString path = dir_.filePath("summary.svg");
    const auto r = runCli({"export", "8", "--solution", "1", "--output", path, "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QCOMPARE(clitest::lines(r.out).size(), 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("n").toInt(), 8);
    QCOMPARE(o.value("output").toString(), path);
    QCOMPARE(o.value("format").toString(), QStringLiteral("svg"));
    QCOMPARE(o.value("bytes").toInteger(), QFileInfo(path).size());
    QVERIFY(QFileInfo(path).size() > 0);
}

void TestCliExport::badInput_data() {
    QTest::addColumn<QStringList>("args");  // after "export"; "@" is the row's own folder
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");
    const auto row = [](const char* name, QStringList args, int code, const char* reason) {
        QTest::newRow(name) << args << code << QString::fromUtf8(reason);
    };
    const QStringList s1 = {"--solution", "1"};
    const QStringList out = {"--output", "@/x.png"};
    row("N missing", s1 + out, 2, "N is missing");
    row("N zero", QStringList{"0"} + s1 + out, 2, "N must be a positive integer; got '0'");
    row("N too large", QStringList{"1001"} + s1 + out, 2, "export supports N from 1 to 1000");
    row("no board", QStringList{"8"} + out, 2, "no board given");
    row("two boards", QStringList{"8", "--placement", "0 4 7 5 2 6 1 3"} + s1 + out, 2,
        "give the board only once");
    row("solution zero", QStringList{"8", "--solution", "0"} + out, 2,
        "--solution must be a positive integer");
    row("solution beyond the count", QStringList{"8", "--solution", "93"} + out, 2,
        "N = 8 has 92 solutions; --solution 93");
    row("no solution exists", QStringList{"3", "--solution", "1"} + out, 2,
        "N = 3 has no solution");
    row("placement too short", QStringList{"8", "--placement", "0 4 7"} + out, 2,
        "wrong number of columns: expected 8, got 3");
    row("placement off the board", QStringList{"8", "--placement", "0 4 9 5 2 6 1 3"} + out, 2,
        "column 9 is out of range");
    row("input malformed", QStringList{"4", "--input", "@/bad.txt"} + out, 2,
        "row 1: \"x\" is not a column number");
    row("output missing", QStringList{"8"} + s1, 2, "--output FILE is missing");
    row("output stdout", QStringList{"8", "--output", "-"} + s1, 2, "--output must name a file");
    row("unknown extension", QStringList{"8", "--output", "@/x.bmp"} + s1, 2,
        "unknown file type \".bmp\"");
    row("folder missing", QStringList{"8", "--output", "@/no/such/x.png"} + s1, 2,
        "does not exist");
    row("output is a folder", QStringList{"8", "--output", "@/dir.png"} + s1, 2, "is a folder");
    row("unwritable place", QStringList{"8", "--output", "/proc/queenslab-test.png"} + s1, 2,
        "cannot write '/proc/queenslab-test.png'");
    row("size zero", QStringList{"8", "--size", "0"} + s1 + out, 2,
        "--size must be from 16 to 16384 pixels; got '0'");
    row("size a million", QStringList{"8", "--size", "1000000"} + s1 + out, 2, "got '1000000'");
    row("bad theme", QStringList{"8", "--theme", "blue"} + s1 + out, 2, "unknown theme 'blue'");
    row("bad coordinates", QStringList{"8", "--coordinates", "roman"} + s1 + out, 2,
        "unknown coordinates 'roman'");
    row("bad paper", QStringList{"8", "--paper", "a3", "--output", "@/x.pdf"} + s1, 2,
        "unknown paper size 'a3'");
    row("paper for png", QStringList{"8", "--paper", "a4"} + s1 + out, 2,
        "--paper applies to PDF files only");
    row("transparent pdf", QStringList{"8", "--transparent", "--output", "@/x.pdf"} + s1, 2,
        "--transparent applies to PNG and SVG");
    row("registers too wide",
        QStringList{"65", "--registers", "--placement", QString(". ").repeated(65)} + out, 2,
        "the registers panel needs a board of at most 64 columns; got 65");
}

void TestCliExport::badInput() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath("bad.txt"), "1 x 0 2\n"));
    QVERIFY(QDir(dir.path()).mkdir("dir.png"));
    const QStringList before = entries(dir.path());
    for (QString& a : args) a.replace(QLatin1Char('@'), dir.path());
    reason.replace(QLatin1Char('@'), dir.path());

    const auto r = runCli(QStringList{"export"} + args);
    QCOMPARE(r.exitCode, code);
    if (code == 2) QVERIFY(clitest::isUsageError(r, reason));
    QCOMPARE(entries(dir.path()), before);  // no file, no temporary file
    QVERIFY(entries(dir.filePath("dir.png")).isEmpty());
    QVERIFY(!QFileInfo::exists("/proc/queenslab-test.png"));
}

void TestCliExport::failedRunKeepsTheOldFile() {
    const QString path = dir_.filePath("keep.png");
    QVERIFY(writeFile(path, "the previous file"));
    const auto r = runCli({"export", "8", "--solution", "999", "--output", path});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(readAll(path), QByteArray("the previous file"));
    QVERIFY(!QImage(exportPng({"8", "--solution", "1"}, "keep.png")).isNull());  // replaced
}

void TestCliExport::writeFailureExitsTwo_data() {
    QTest::addColumn<QString>("extension");
    for (const char* e : {"png", "svg", "pdf"}) QTest::newRow(e) << QString::fromLatin1(e);
}

void TestCliExport::writeFailureExitsTwo() {
    QFETCH(QString, extension);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // 4 KiB: every format's file for a 1024 px board is larger, so its write fails.
    const QString path = dir.filePath("big." + extension);
    const auto r =
        clitest::runWithFileSizeLimit({"export", "8", "--solution", "1", "--output", path}, 4096);
    QVERIFY(clitest::isWriteFailure(r, dir.path()));
    // The message names the user's path, never the hidden folder SVG and PDF are written in.
    QVERIFY2(r.err.contains(path.toUtf8()) && !r.err.contains(".queenslab-"), r.err.constData());
}

void TestCliExport::symbolicLinkKeepsItsLink_data() {
    writeFailureExitsTwo_data();
}

// The file is written beside the link's target and renamed over the target (InterruptExit,
// ExportFile::renameTarget): the link stays a link, its target gets the image, and nothing else
// is left in either folder.
void TestCliExport::symbolicLinkKeepsItsLink() {
    QFETCH(QString, extension);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir("real") && QDir(dir.path()).mkdir("links"));
    const QString target = dir.filePath("real/board." + extension);
    const QString link = dir.filePath("links/board." + extension);
    QVERIFY(QFile(target).open(QIODevice::WriteOnly));
    QVERIFY(QFile::link(target, link));
    const auto r = runCli({"export", "8", "--solution", "1", "--output", link});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(QFileInfo(link).symLinkTarget(), target);
    QVERIFY(QFileInfo(target).size() > 1000);
    const auto all = QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot;
    QCOMPARE(QDir(dir.filePath("real")).entryList(all), QStringList{"board." + extension});
    QCOMPARE(QDir(dir.filePath("links")).entryList(all), QStringList{"board." + extension});
}

QTEST_MAIN(TestCliExport)
#include "test_cli_export.moc"
