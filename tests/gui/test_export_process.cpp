// ExportProcess: the GUI's vector exports written by a queenslab-cli child process.
// - The child's file equals what the in-process writer makes of the same settings (independent
//   truth: BoardExporter::write / HandoutWriter::write in this process): SVG byte for byte, PDF
//   byte for byte once the creation date is masked (ctest sets QT_HASH_SEED=0 for both
//   processes: QPdfWriter orders a document's fonts by a QHash). Options cover both themes, every
//   coordinate style, transparency, attacks, registers, a partial board, a title that starts
//   with '-' and Chinese text; the handout in English, zh_CN and zh_TW (the child speaks the GUI's
//   language) with its progress forwarded up to (1 + fundamental, 1 + fundamental).
// - A file already at the path is replaced whole; a symbolic link stays a link (its target gets
//   the file); no hidden working folder is left behind.
// - A child that fails gives its one-line reason without the "queenslab-cli: " prefix and with
//   the user's path for the file it wrote in the hidden folder; one that crashes gives a clear
//   message; a cancel before the start kills the child; nothing is left.
// - No queenslab-cli ($QUEENSLAB_CLI names a missing file): the task writes in this process.
// Cancel latency of the child is measured in test_gui_cancel_latency.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>

#include "BoardExporter.h"
#include "ExportProcess.h"
#include "HandoutWriter.h"
#include "TranslationLoader.h"

Q_DECLARE_METATYPE(BoardImageOptions)

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// QPdfWriter stamps the time of writing into the document's information dictionary.
QByteArray masked(QByteArray pdf) {
    static const QRegularExpression date(QStringLiteral("/CreationDate \\(D:[^)]*\\)"));
    QString text = QString::fromLatin1(pdf);
    text.replace(date, QStringLiteral("/CreationDate (D:masked)"));
    return text.toLatin1();
}

// Everything in `dir`, hidden entries included (the child's working folder is hidden).
QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

void writeScript(const QString& path, const QByteArray& body) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#!/bin/sh\n" + body);
    f.close();
    QVERIFY(f.setPermissions(f.permissions() | QFileDevice::ExeOwner));
}

class ProgramOverride {
public:
    explicit ProgramOverride(const QByteArray& path) { qputenv("QUEENSLAB_CLI", path); }
    ~ProgramOverride() { qunsetenv("QUEENSLAB_CLI"); }
};

}  // namespace

class TestExportProcess : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(!ExportProcess::program().isEmpty(), "queenslab-cli not found");
    }
    void cleanup() { TranslationLoader::installLanguage(QStringLiteral("en")); }

    void boardMatchesTheInProcessWriter_data() {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<BoardImageOptions>("options");
        QTest::addColumn<int>("paper");
        BoardImageOptions eight;
        eight.n = 8;
        eight.placement = {0, 4, 7, 5, 2, 6, 1, 3};
        eight.width = 640;
        BoardImageOptions decorated = eight;
        decorated.placement = {0, 4, 7, -1, -1, -1, -1, -1};
        decorated.theme = ImageTheme::Dark;
        decorated.coordinates = Coordinates::Chess;
        decorated.attacks = true;
        decorated.registers = true;
        decorated.title = QStringLiteral("-partial board, three queens");
        decorated.caption = QStringLiteral("八皇后 · 三個皇后");
        BoardImageOptions zero = eight;
        zero.coordinates = Coordinates::ZeroBased;
        zero.transparent = true;
        BoardImageOptions large;
        large.n = 60;
        large.width = 2000;
        for (int r = 0; r < large.n; ++r) large.placement.push_back((2 * r + 1) % large.n);
        large.attacks = true;
        QTest::newRow("svg 8") << "svg" << eight << 0;
        QTest::newRow("svg decorated") << "svg" << decorated << 0;
        QTest::newRow("svg zero-based transparent") << "svg" << zero << 0;
        QTest::newRow("pdf 8 A4") << "pdf" << eight << int(PaperSize::A4);
        QTest::newRow("pdf decorated Letter") << "pdf" << decorated << int(PaperSize::Letter);
        QTest::newRow("pdf 60 attacks") << "pdf" << large << int(PaperSize::A4);
    }
    void boardMatchesTheInProcessWriter() {
        QFETCH(QString, suffix);
        QFETCH(BoardImageOptions, options);
        QFETCH(int, paper);
        QTemporaryDir dir;
        const QString child = dir.filePath(QStringLiteral("child.") + suffix);
        const QString here = dir.filePath(QStringLiteral("here.") + suffix);
        const auto p = static_cast<PaperSize>(paper);
        const ExportResult r = ExportProcess::boardTask(child, options, p)({}, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(ExportProcess::lastRunUsedProcess());
        QVERIFY(BoardExporter::write(here, options, p).ok);
        const QByteArray a = readAll(child);
        QVERIFY(a.size() > 1000);
        if (suffix == QLatin1String("pdf"))
            QCOMPARE(masked(a), masked(readAll(here)));
        else
            QCOMPARE(a, readAll(here));
        QCOMPARE(entries(dir.path()), QStringList({QStringLiteral("child.") + suffix,
                                                   QStringLiteral("here.") + suffix}));
    }

    void handoutMatchesInTheGuisLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("n");
        QTest::newRow("en 6") << "en" << 6;
        QTest::newRow("zh_CN 8") << "zh_CN" << 8;
        QTest::newRow("zh_TW 5") << "zh_TW" << 5;
    }
    void handoutMatchesInTheGuisLanguage() {
        QFETCH(QString, language);
        QFETCH(int, n);
        TranslationLoader::installLanguage(language);
        QTemporaryDir dir;
        const QString child = dir.filePath(QStringLiteral("child.pdf"));
        const QString here = dir.filePath(QStringLiteral("here.pdf"));
        int lastDone = -1;
        int lastTotal = -1;
        int reports = 0;
        const ExportResult r = ExportProcess::handoutTask(child, n, PaperSize::A4)(
            [&](int done, int total) {
                QVERIFY(done >= lastDone);
                lastDone = done;
                lastTotal = total;
                ++reports;
            },
            nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(ExportProcess::lastRunUsedProcess());
        const int total = 1 + static_cast<int>(HandoutWriter::counts(n).fundamental);
        QCOMPARE(lastTotal, total);
        QCOMPARE(lastDone, total);
        QVERIFY(reports >= 2);
        QVERIFY(HandoutWriter::write(here, n, PaperSize::A4).ok);
        QCOMPARE(masked(readAll(child)), masked(readAll(here)));
    }

    void replacesAnExistingFileWhole() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.svg"));
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old bytes");
        old.close();
        BoardImageOptions o;
        o.placement = {0, 4, 7, 5, 2, 6, 1, 3};
        QVERIFY(ExportProcess::boardTask(path, o, PaperSize::A4)({}, nullptr).ok);
        QVERIFY(readAll(path).startsWith("<?xml"));
        QCOMPARE(entries(dir.path()), QStringList(QStringLiteral("board.svg")));
    }

    // A symbolic link at the path stays a link; its target gets the file (as QSaveFile does).
    void symbolicLinkKeepsItsLink() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("real")));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("links")));
        const QString target = dir.filePath(QStringLiteral("real/h.pdf"));
        const QString link = dir.filePath(QStringLiteral("links/h.pdf"));
        QVERIFY(QFile(target).open(QIODevice::WriteOnly));
        QVERIFY(QFile::link(target, link));
        const ExportResult r = ExportProcess::handoutTask(link, 4, PaperSize::A4)({}, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(ExportProcess::lastRunUsedProcess());
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(readAll(target).startsWith("%PDF"));
        QCOMPARE(entries(dir.filePath(QStringLiteral("real"))),
                 QStringList(QStringLiteral("h.pdf")));
        QCOMPARE(entries(dir.filePath(QStringLiteral("links"))),
                 QStringList(QStringLiteral("h.pdf")));
    }

    void aFailingChildGivesItsReason() {
        QTemporaryDir dir;
        const QString fake = dir.filePath(QStringLiteral("fake-cli"));
        writeScript(fake,
                    "for a in \"$@\"; do case $a in --output=*) out=${a#--output=};; esac; done\n"
                    "echo 'progress 1/4' >&2\n"
                    "echo \"queenslab-cli: cannot write '$out': File too large\" >&2\n"
                    "exit 2\n");
        const ProgramOverride program(fake.toLocal8Bit());
        const QString path = dir.filePath(QStringLiteral("out/h.pdf"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("out")));
        int reported = 0;
        const ExportResult r = ExportProcess::handoutTask(path, 6, PaperSize::A4)(
            [&](int done, int total) { reported = done * 10 + total; }, nullptr);
        QVERIFY(ExportProcess::lastRunUsedProcess());
        QVERIFY(!r.ok);
        // The child's file in the hidden folder is named as the user's path.
        QCOMPARE(r.error, QStringLiteral("cannot write '%1': File too large").arg(path));
        QCOMPARE(reported, 14);
        QVERIFY(entries(dir.filePath(QStringLiteral("out"))).isEmpty());
    }

    void aCrashingChildIsReported() {
        QTemporaryDir dir;
        const QString fake = dir.filePath(QStringLiteral("fake-cli"));
        writeScript(fake, "kill -SEGV $$\n");
        const ProgramOverride program(fake.toLocal8Bit());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("out")));
        BoardImageOptions o;
        o.placement = {0, 4, 7, 5, 2, 6, 1, 3};
        const ExportResult r = ExportProcess::boardTask(dir.filePath(QStringLiteral("out/b.svg")),
                                                        o, PaperSize::A4)({}, nullptr);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, ExportProcess::tr("the export process stopped unexpectedly"));
        QVERIFY(entries(dir.filePath(QStringLiteral("out"))).isEmpty());
    }

    void aCancelKillsTheChildAndKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString fake = dir.filePath(QStringLiteral("fake-cli"));
        writeScript(fake, "sleep 60\n");  // a child that would never end by itself
        const ProgramOverride program(fake.toLocal8Bit());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("out")));
        const QString path = dir.filePath(QStringLiteral("out/b.pdf"));
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old bytes");
        old.close();
        std::atomic<bool> cancel{true};
        BoardImageOptions o;
        o.placement = {0, 4, 7, 5, 2, 6, 1, 3};
        QElapsedTimer t;
        t.start();
        const ExportResult r = ExportProcess::boardTask(path, o, PaperSize::A4)({}, &cancel);
        QVERIFY(t.elapsed() < 30000);  // not the child's minute
        QVERIFY(ExportProcess::lastRunUsedProcess());
        QCOMPARE(r.error, QStringLiteral("cancelled"));
        QCOMPARE(readAll(path), QByteArray("old bytes"));
        QCOMPARE(entries(dir.filePath(QStringLiteral("out"))),
                 QStringList(QStringLiteral("b.pdf")));
    }

    void withoutTheProgramTheGuiWritesItself() {
        QTemporaryDir dir;
        const ProgramOverride program(dir.filePath(QStringLiteral("missing")).toLocal8Bit());
        QVERIFY(ExportProcess::program().isEmpty());
        BoardImageOptions o;
        o.placement = {0, 4, 7, 5, 2, 6, 1, 3};
        const QString path = dir.filePath(QStringLiteral("b.svg"));
        const ExportResult r = ExportProcess::boardTask(path, o, PaperSize::A4)({}, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(!ExportProcess::lastRunUsedProcess());
        QVERIFY(readAll(path).startsWith("<?xml"));
    }
};

QTEST_MAIN(TestExportProcess)
#include "test_export_process.moc"
