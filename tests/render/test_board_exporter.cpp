// Tests of BoardExporter and ExportFile (app/render): every file is read back by an independent
// reader (QImage for PNG, QSvgRenderer and QXmlStreamReader for SVG, the PDF's own objects), and
// every failure (unknown extension, missing folder, a parent that is a file, a folder without
// write permission, a full disk) leaves the folder exactly as it was: no file, no temporary file,
// and a file that was at the path keeps its bytes.
//
// The full disk is real: a child process (this program, --child limit) lowers RLIMIT_FSIZE to
// 2 KiB and ignores SIGXFSZ, so that writes past the limit fail with EFBIG as on a full disk. The
// read-only folder holds for root too: the child (--child nobody) drops to user 65534 first.
#include <sys/resource.h>
#include <unistd.h>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <csignal>
#include <cstdio>

#include "BoardExporter.h"

namespace {
const std::vector<int> kSolution8 = {0, 4, 7, 5, 2, 6, 1, 3};
const QString kQueenFill = QStringLiteral("#121216");  // resources/queen.svg's fill

BoardImageOptions board(std::vector<int> placement, int width = 1024) {
    BoardImageOptions o;
    o.n = static_cast<int>(placement.size());
    o.placement = std::move(placement);
    o.width = width;
    return o;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// Shapes filled with `fill` (on the element or inherited from an enclosing <g>).
int shapesFilled(const QByteArray& svg, const QString& fill) {
    QXmlStreamReader xml(svg);
    QStringList fills{QStringLiteral("black")};
    int count = 0;
    static const QStringList shapes = {"path", "rect", "circle", "ellipse", "polygon", "polyline"};
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto a = xml.attributes();
            fills << (a.hasAttribute("fill") ? a.value("fill").toString().toLower() : fills.last());
            if (shapes.contains(xml.name().toString()) && fills.last() == fill) ++count;
        } else if (xml.isEndElement()) {
            fills.removeLast();
        }
    }
    return xml.hasError() ? -1 : count;
}

// QUEENSLAB_RENDER_DUMP=<dir>: keep a copy of the file for a look.
void keep(const QString& path) {
    const QByteArray dir = qgetenv("QUEENSLAB_RENDER_DUMP");
    if (!dir.isEmpty())
        QFile::copy(path, QDir(QString::fromLocal8Bit(dir)).filePath(QFileInfo(path).fileName()));
}

int maxDiff(const QImage& a, const QImage& b, const QRectF& area) {
    int most = 0;
    for (int y = int(std::ceil(area.top())); y < int(area.bottom()); ++y)
        for (int x = int(std::ceil(area.left())); x < int(area.right()); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            most = std::max({most, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                             std::abs(qBlue(p) - qBlue(q))});
        }
    return most;
}

QImage svgBack(const QString& path, const QSize& size) {
    QSvgRenderer svg(path);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    svg.render(&p, QRectF(QPointF(0, 0), size));
    return image;
}
}  // namespace

class TestBoardExporter : public QObject {
    Q_OBJECT

private slots:
    void formatFor();
    void png_data();
    void png();
    void svgHoldsOneShapeSetPerQueen();
    void svgRendersQueensAtTheirCells();
    void pdfOnePageOfThePaper();
    void replacesAnExistingFile();
    void unknownExtension();
    void missingFolder();
    void parentIsAFile();
    void readOnlyFolder();
    void diskFull_data();
    void diskFull();
};

void TestBoardExporter::formatFor() {
    QCOMPARE(BoardExporter::formatFor("a/b.PNG"), QStringLiteral("png"));
    QCOMPARE(BoardExporter::formatFor("b.Svg"), QStringLiteral("svg"));
    QCOMPARE(BoardExporter::formatFor("c.pdf"), QStringLiteral("pdf"));
    QCOMPARE(BoardExporter::formatFor("d.gif"), QString());
    QCOMPARE(BoardExporter::formatFor("png"), QString());
    QCOMPARE(BoardExporter::formatFor("e.png.txt"), QString());
}

void TestBoardExporter::png_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("transparent");
    for (const int w : {64, 333, 1024})
        for (const bool dark : {false, true})
            for (const bool transparent : {false, true})
                QTest::addRow("w%d-%s%s", w, dark ? "dark" : "light", transparent ? "-clear" : "")
                    << w << dark << transparent;
}

// The PNG read back has the requested width and the pixels of render(), one for one.
void TestBoardExporter::png() {
    QFETCH(int, width);
    QFETCH(bool, dark);
    QFETCH(bool, transparent);
    QTemporaryDir dir;
    BoardImageOptions o = board(kSolution8, width);
    o.theme = dark ? ImageTheme::Dark : ImageTheme::Light;
    o.transparent = transparent;
    o.coordinates = Coordinates::Chess;
    const QString path = dir.filePath("Board.PNG");
    const ExportResult r = BoardExporter::write(path, o);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(entries(dir.path()), QStringList{"Board.PNG"});
    QImage back(path);
    QVERIFY(!back.isNull());
    QCOMPARE(back.width(), width);
    QCOMPARE(back.size(), BoardImageRenderer::imageSize(o));
    const QImage rendered = BoardImageRenderer::render(o).convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(back.convertToFormat(QImage::Format_ARGB32), rendered);
}

// Shapes in the queen's fill: k for a board with one queen, 8k for N = 8 solution 1, 3k for three
// queens, none for an empty board; the file is valid SVG with the layout's viewBox, title and
// description, and holds no raster image.
void TestBoardExporter::svgHoldsOneShapeSetPerQueen() {
    QTemporaryDir dir;
    const auto svgOf = [&](const BoardImageOptions& o, const QString& name) {
        const QString path = dir.filePath(name);
        const ExportResult r = BoardExporter::write(path, o);
        if (!r.ok) qWarning() << r.error;
        keep(path);
        return readAll(path);
    };
    const QByteArray one = svgOf(board({0}, 300), "one.svg");
    const int perQueen = shapesFilled(one, kQueenFill);
    QVERIFY2(perQueen >= 1, qPrintable(QString::number(perQueen)));
    BoardImageOptions o = board(kSolution8);
    o.title = QStringLiteral("Eight queens");
    o.coordinates = Coordinates::Chess;
    o.attacks = o.registers = true;
    const QByteArray eight = svgOf(o, "eight.SVG");
    QCOMPARE(shapesFilled(eight, kQueenFill), 8 * perQueen);
    QCOMPARE(shapesFilled(svgOf(board({0, 4, 7, -1, -1, -1, -1, -1}), "three.svg"), kQueenFill),
             3 * perQueen);
    QCOMPARE(shapesFilled(svgOf(board(std::vector<int>(8, -1)), "none.svg"), kQueenFill), 0);
    QVERIFY(!eight.contains("<image"));
    QVERIFY(eight.contains("<title>Eight queens</title>"));
    QVERIFY(eight.contains("<desc>"));
    QSvgRenderer svg(eight);
    QVERIFY(svg.isValid());
    QCOMPARE(svg.viewBoxF(), QRectF(QPointF(0, 0), BoardImageRenderer::layoutSize(o)));
}

// The SVG drawn back by QSvgRenderer: every queen's cell differs clearly from the same SVG of an
// empty board, every other cell hardly (antialiasing only); and the whole picture is close to
// render()'s.
void TestBoardExporter::svgRendersQueensAtTheirCells() {
    QTemporaryDir dir;
    const BoardImageOptions o = board(kSolution8, 512);
    const BoardImageOptions empty = board(std::vector<int>(8, -1), 512);
    QVERIFY(BoardExporter::write(dir.filePath("q.svg"), o).ok);
    QVERIFY(BoardExporter::write(dir.filePath("e.svg"), empty).ok);
    const QSize size = BoardImageRenderer::imageSize(o);
    const QImage with = svgBack(dir.filePath("q.svg"), size);
    const QImage without = svgBack(dir.filePath("e.svg"), size);
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) {
            const QRectF cell = BoardImageRenderer::cellRect(o, r, c);
            const int d = maxDiff(with, without,
                                  cell.adjusted(cell.width() / 4, cell.height() / 4,
                                                -cell.width() / 4, -cell.height() / 4));
            QVERIFY2(kSolution8[r] == c ? d >= 60 : d == 0,
                     qPrintable(QStringLiteral("cell (%1, %2): %3").arg(r).arg(c).arg(d)));
        }
    const QImage direct = BoardImageRenderer::render(o);
    QVERIFY(maxDiff(with, direct, direct.rect()) <= 48);
}

// One page ("/Type /Page" once, "/Pages" aside), the paper's MediaBox in points (A4 210 x 297 mm
// = 595.3 x 841.9, Letter 8.5 x 11 in = 612 x 792), no raster image.
void TestBoardExporter::pdfOnePageOfThePaper() {
    QTemporaryDir dir;
    const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    const QRegularExpression box(
        QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([\\d.]+)\\s+([\\d.]+)"));
    for (const auto& [paper, w, h] :
         {std::tuple{PaperSize::A4, 595.3, 841.9}, std::tuple{PaperSize::Letter, 612.0, 792.0}}) {
        const QString path = dir.filePath(paper == PaperSize::A4 ? "a4.pdf" : "letter.Pdf");
        BoardImageOptions o = board(kSolution8);
        o.caption = QStringLiteral("Solution 1");
        const ExportResult r = BoardExporter::write(path, o, paper);
        QVERIFY2(r.ok, qPrintable(r.error));
        keep(path);
        const QString pdf = QString::fromLatin1(readAll(path));
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdf.count(page), 1);
        const auto m = box.match(pdf);
        QVERIFY(m.hasMatch());
        QVERIFY(std::abs(m.captured(1).toDouble() - w) < 1);
        QVERIFY(std::abs(m.captured(2).toDouble() - h) < 1);
        QVERIFY(!pdf.contains("/Subtype /Image") && !pdf.contains("/Subtype/Image"));
    }
}

void TestBoardExporter::replacesAnExistingFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath("board.svg");
    QVERIFY(writeBytes(path, "previous"));
    QVERIFY(BoardExporter::write(path, board(kSolution8)).ok);
    QVERIFY(readAll(path).contains("<svg"));
    QCOMPARE(entries(dir.path()), QStringList{"board.svg"});
}

void TestBoardExporter::unknownExtension() {
    QTemporaryDir dir;
    QVERIFY(writeBytes(dir.filePath("board.bmp"), "previous"));
    for (const char* name : {"board.bmp", "board", "board.png.txt"}) {
        const ExportResult r = BoardExporter::write(dir.filePath(name), board(kSolution8));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.startsWith("unknown file type") && r.error.contains(".png, .svg or .pdf"),
                 qPrintable(r.error));
        QCOMPARE(entries(dir.path()), QStringList{"board.bmp"});
    }
    QVERIFY(
        BoardExporter::write(dir.filePath("board.bmp"), board(kSolution8)).error.contains(".bmp"));
    QCOMPARE(readAll(dir.filePath("board.bmp")), QByteArray("previous"));
    QCOMPARE(ExportFile::checkExtension("x.GIF", {"gif"}), QString());
    QVERIFY(ExportFile::checkExtension("x.png", {"gif"}).endsWith("use .gif"));
}

void TestBoardExporter::missingFolder() {
    QTemporaryDir dir;
    const ExportResult r =
        BoardExporter::write(dir.filePath("missing/board.png"), board(kSolution8));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains("does not exist") && r.error.contains("missing"),
             qPrintable(r.error));
    QVERIFY(entries(dir.path()).isEmpty());
}

void TestBoardExporter::parentIsAFile() {
    QTemporaryDir dir;
    QVERIFY(writeBytes(dir.filePath("file"), "x"));
    for (const char* name : {"file/board.png", "file/sub/board.pdf"}) {
        const ExportResult r = BoardExporter::write(dir.filePath(name), board(kSolution8));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains("is not a folder"), qPrintable(r.error));
    }
    QCOMPARE(entries(dir.path()), QStringList{"file"});
    QCOMPARE(readAll(dir.filePath("file")), QByteArray("x"));
    // Where nobody may create files, whoever runs the test (root included).
    const ExportResult r =
        BoardExporter::write("/proc/queenslab-test-board.png", board(kSolution8));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains("/proc"), qPrintable(r.error));
    QVERIFY(!QFile::exists("/proc/queenslab-test-board.png"));
}

// A folder without write permission (0555) refuses the file. chmod does not stop root, so as
// root the write runs in a child process that first becomes the unprivileged user "nobody".
void TestBoardExporter::readOnlyFolder() {
    QTemporaryDir dir;
    const QString sub = dir.filePath("ro");
    QVERIFY(QDir().mkdir(sub));
    const QString path = sub + "/board.png";
    QVERIFY(writeBytes(path, "previous"));
    const auto rx = QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                    QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther;
    QVERIFY(QFile::setPermissions(dir.path(), rx | QFileDevice::WriteOwner));
    QVERIFY(QFile::setPermissions(sub, rx));
    QString error;
    if (geteuid() == 0) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {"--child", "nobody", path});
        QVERIFY(child.waitForFinished(60000));
        error = QString::fromUtf8(child.readAllStandardOutput()).trimmed();
        QCOMPARE(child.exitCode(), 0);
    } else {
        error = "failed: " + BoardExporter::write(path, board(kSolution8)).error;
    }
    QFile::setPermissions(sub, rx | QFileDevice::WriteOwner);
    QVERIFY2(error.startsWith("failed: ") && error.contains("permission denied"),
             qPrintable(error));
    QCOMPARE(entries(sub), QStringList{"board.png"});
    QCOMPARE(readAll(path), QByteArray("previous"));
}

void TestBoardExporter::diskFull_data() {
    QTest::addColumn<QString>("name");
    for (const char* name : {"board.png", "board.svg", "board.pdf"}) QTest::newRow(name) << name;
}

// A write past the file size limit fails with the system's reason; the folder keeps only the
// previous file, byte for byte.
void TestBoardExporter::diskFull() {
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QVERIFY(writeBytes(path, "previous"));
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {"--child", "limit", path});
    QVERIFY(child.waitForFinished(60000));
    const QString out = QString::fromUtf8(child.readAllStandardOutput()).trimmed();
    QCOMPARE(child.exitCode(), 0);
    QVERIFY2(out.startsWith("failed: writing") && out.contains("File too large"), qPrintable(out));
    QCOMPARE(entries(dir.path()), QStringList{name});
    QCOMPARE(readAll(path), QByteArray("previous"));
}

// The child of diskFull ("limit": 2 KiB file size limit, SIGXFSZ ignored, so that writes past it
// fail with EFBIG) and of readOnlyFolder as root ("nobody": the unprivileged user 65534). Prints
// "written" or "failed: <error>"; exit 0 when the write failed.
static int child(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    if (qstrcmp(argv[2], "limit") == 0) {
        const rlimit limit{2048, 2048};
        std::signal(SIGXFSZ, SIG_IGN);
        if (setrlimit(RLIMIT_FSIZE, &limit) != 0) return 3;
    } else if (setgid(65534) != 0 || setuid(65534) != 0) {
        return 4;
    }
    BoardImageOptions o = board(kSolution8);
    o.attacks = true;
    const ExportResult r = BoardExporter::write(QString::fromLocal8Bit(argv[3]), o);
    std::printf("%s\n", r.ok ? "written" : qPrintable("failed: " + r.error));
    return r.ok ? 1 : 0;
}

int main(int argc, char** argv) {
    if (argc == 4 && qstrcmp(argv[1], "--child") == 0) return child(argc, argv);
    QGuiApplication app(argc, argv);
    TestBoardExporter test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_board_exporter.moc"
