// The GUI's board export and `queenslab-cli export` give the same PNG pixels for the same board,
// options and size. Offscreen.
//
// Each row sets the dialog through its widgets (by objectName) and passes the same choices to
// the built queenslab-cli (CLI_PATH, a separate process with its own QGuiApplication), then
// compares the two PNG files pixel by pixel after decoding both with QImage. On a difference it
// reports the first differing pixel and the count.
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "BoardAttacks.h"
#include "BoardPainter.h"
#include "BoardState.h"
#include "ExportDialog.h"
#include "PlacementParser.h"
#include "StepperFactory.h"
#include "TestProblems.h"

namespace {

// What both sides are asked for. background: 0 light, 1 dark, 2 transparent light,
// 3 transparent dark (the dialog's backgroundCombo order).
struct Case {
    QString placement;
    int width = 512;
    int background = 0;
    int coordinates = 0;  // 0 none, 1 chess, 2 zero-based (coordinatesCombo order)
    bool attacks = false;
    bool registers = false;
    QString title;
    QString caption;
};

Case board(const char* placement) {
    Case c;
    c.placement = QLatin1String(placement);
    return c;
}

// The board of a min-conflicts run at n after `events` of its events (seed 1): a full
// permutation whose queens still attack each other.
QString minConflictsBoard(int n, int events) {
    queens::StepperOptions options;
    options.n = n;
    const auto stepper = queens::StepperFactory::create(queens::Algorithm::MinConflicts, options);
    queens::BoardState state(n);
    queens::StepEvent e;
    for (int i = 0; i < events && stepper->next(e); ++i) state.apply(e);
    QStringList columns;
    for (const int c : state.placement())
        columns << (c < 0 ? QStringLiteral(".") : QString::number(c));
    return columns.join(QLatin1Char(' '));
}

}  // namespace

Q_DECLARE_METATYPE(Case)

class TestExportIdentity : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_export_identity"));
        QSettings().clear();
        QVERIFY2(QFileInfo(QStringLiteral(CLI_PATH)).isExecutable(), CLI_PATH);
    }

    void guiAndCliPngsAreIdentical_data() {
        QTest::addColumn<Case>("c");
        QTest::newRow("solution 1, light") << board("0 4 7 5 2 6 1 3");
        Case partial;
        partial.placement = QStringLiteral("0 . 7 . 2 . . .");
        partial.width = 700;
        partial.background = 1;
        partial.coordinates = 1;
        partial.attacks = true;
        partial.title = QStringLiteral("Eight queens, three placed");
        QTest::newRow("partial, attacks, chess, dark, title") << partial;
        Case panel;
        panel.placement = QStringLiteral("1 3 . . . . . .");
        panel.width = 900;
        panel.background = 2;
        panel.coordinates = 2;
        panel.registers = true;
        panel.caption = QStringLiteral("row 2: avail");
        QTest::newRow("registers, zero-based, transparent, caption") << panel;
        Case small = board("0 4 7 5 2 6 1 3");
        small.width = 97;  // an odd size: the layout's rounding must agree too
        small.background = 3;
        small.coordinates = 1;
        QTest::newRow("97 px, transparent dark, chess") << small;
        Case attacking = board("1 3 1 . . . . .");  // rows 0 and 2 attack each other
        attacking.attacks = true;
        QTest::newRow("attacking queens marked, attacks") << attacking;
        Case registers = board("0 4 7 5 . . . .");
        registers.width = 640;
        registers.coordinates = 2;
        registers.registers = true;
        QTest::newRow("registers, zero-based, light") << registers;
        Case minConflicts;
        minConflicts.placement = minConflictsBoard(200, 1500);
        const auto parsed = queens::PlacementParser::parse(minConflicts.placement.toStdString());
        QVERIFY(parsed.ok());
        const queens::BoardState state = BoardPainter::stateOf(parsed.placement);
        QVERIFY(queens::BoardAttacks(state).attackedQueens() > 0);  // still attacking
        minConflicts.width = 800;
        minConflicts.attacks = true;
        minConflicts.caption = QStringLiteral("min-conflicts, N = 200");
        QTest::newRow("min-conflicts at N = 200, attacks") << minConflicts;
        Case dark = board("2 0 . 1 3 . 5 5");
        dark.width = 600;
        dark.background = 1;
        dark.coordinates = 2;
        dark.attacks = true;
        dark.registers = true;
        dark.title = QStringLiteral("Dark theme");
        QTest::newRow("dark, attacking queens, registers, zero-based") << dark;
    }
    void guiAndCliPngsAreIdentical() {
        QFETCH(Case, c);
        const queens::PlacementParser::Result parsed =
            queens::PlacementParser::parse(c.placement.toStdString());
        QVERIFY(parsed.ok());
        BoardImageOptions board;
        board.n = static_cast<int>(parsed.placement.size());
        board.placement = parsed.placement;

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString guiPath = dir.filePath(QStringLiteral("gui.png"));
        const QString cliPath = dir.filePath(QStringLiteral("cli.png"));

        ExportDialog d(board);
        d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(c.width);
        d.findChild<QComboBox*>(QStringLiteral("backgroundCombo"))->setCurrentIndex(c.background);
        d.findChild<QComboBox*>(QStringLiteral("coordinatesCombo"))->setCurrentIndex(c.coordinates);
        d.findChild<QCheckBox*>(QStringLiteral("attacksCheck"))->setChecked(c.attacks);
        d.findChild<QCheckBox*>(QStringLiteral("registersCheck"))->setChecked(c.registers);
        d.findChild<QLineEdit*>(QStringLiteral("titleEdit"))->setText(c.title);
        d.findChild<QLineEdit*>(QStringLiteral("captionEdit"))->setText(c.caption);
        // The dialog writes on its worker: the result comes with exportFinished().
        ExportResult r{false, QStringLiteral("no result in time")};
        connect(&d, &ExportDialog::exportFinished, this, [&r](const ExportResult& v) { r = v; });
        QVERIFY(d.exportTo(guiPath));
        QTRY_VERIFY_WITH_TIMEOUT(!d.isExporting(), TestProblems::kSolveTimeoutMs);
        QVERIFY2(r.ok, qPrintable(r.error));

        QStringList args = {QStringLiteral("export"),
                            QString::number(board.n),
                            QStringLiteral("--placement"),
                            c.placement,
                            QStringLiteral("--output"),
                            cliPath,
                            QStringLiteral("--size"),
                            QString::number(c.width),
                            QStringLiteral("--theme"),
                            c.background % 2 ? QStringLiteral("dark") : QStringLiteral("light")};
        if (c.background >= 2) args << QStringLiteral("--transparent");
        const char* coordinates[] = {"none", "chess", "zero"};
        args << QStringLiteral("--coordinates") << QLatin1String(coordinates[c.coordinates]);
        if (c.attacks) args << QStringLiteral("--attacks");
        if (c.registers) args << QStringLiteral("--registers");
        if (!c.title.isEmpty()) args << QStringLiteral("--title") << c.title;
        if (!c.caption.isEmpty()) args << QStringLiteral("--caption") << c.caption;
        QProcess cli;
        cli.start(QStringLiteral(CLI_PATH), args);
        QVERIFY2(cli.waitForFinished(TestProblems::kSolveTimeoutMs), "queenslab-cli timed out");
        const QByteArray err = cli.readAllStandardError();
        QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
                 qPrintable(QStringLiteral("queenslab-cli %1 -> exit %2: %3")
                                .arg(args.join(QLatin1Char(' ')))
                                .arg(cli.exitCode())
                                .arg(QString::fromLocal8Bit(err))));

        const QImage gui = QImage(guiPath, "png").convertToFormat(QImage::Format_ARGB32);
        const QImage fromCli = QImage(cliPath, "png").convertToFormat(QImage::Format_ARGB32);
        QVERIFY(!gui.isNull());
        QVERIFY(!fromCli.isNull());
        QCOMPARE(gui.width(), c.width);
        QCOMPARE(fromCli.size(), gui.size());
        qint64 differing = 0;
        QPoint first(-1, -1);
        for (int y = 0; y < gui.height(); ++y) {
            const auto* a = reinterpret_cast<const QRgb*>(gui.constScanLine(y));
            const auto* b = reinterpret_cast<const QRgb*>(fromCli.constScanLine(y));
            for (int x = 0; x < gui.width(); ++x) {
                if (a[x] == b[x]) continue;
                if (differing++ == 0) first = QPoint(x, y);
            }
        }
        if (differing != 0) {
            QFAIL(qPrintable(QStringLiteral("%1 pixels differ; the first at (%2, %3): GUI #%4, "
                                            "CLI #%5")
                                 .arg(differing)
                                 .arg(first.x())
                                 .arg(first.y())
                                 .arg(gui.pixel(first), 8, 16, QLatin1Char('0'))
                                 .arg(fromCli.pixel(first), 8, 16, QLatin1Char('0'))));
        }
    }
};

QTEST_MAIN(TestExportIdentity)
#include "test_export_identity.moc"
