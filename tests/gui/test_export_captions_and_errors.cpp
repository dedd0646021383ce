// GUI test, offscreen, of what the export dialogs show and remember: the animation dialog's
// caption options and the caption band of the frames it writes; the handout dialog after a
// failed save (no label clipped, the failed folder not remembered).
//
// Truth: the steps come from a backtracking stepper replayed here (start = the board after
// from - 1 events); the board rows of each frame must equal BoardImageRenderer's image of the
// replayed board, and the band rows StepCaptionPainter's band for EventDescriber's sentence of
// that board and the step number typed here. A label is clipped when its height is below its
// heightForWidth (word-wrapped) or its size hint, or it reaches outside the dialog.
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include "AnimationExportDialog.h"
#include "BoardImageRenderer.h"
#include "EventDescriber.h"
#include "ExportDialogFixtures.h"
#include "HandoutDialog.h"
#include "StepCaptionPainter.h"
#include "StepperFactory.h"
#include "TestProblems.h"

using exporttest::Results;

namespace {

constexpr int kN = 5;

std::unique_ptr<queens::Stepper> backtracking() {
    return queens::StepperFactory::create(queens::Algorithm::Backtracking,
                                          TestProblems::options(kN, true));
}

quint64 runLength() {
    auto s = backtracking();
    queens::StepEvent e;
    quint64 count = 0;
    while (s->next(e)) ++count;
    return count;
}

// Steps from..to as the main window hands them over: the board after from - 1 events, then the
// events from - 1 .. to - 1.
AnimationInput gather(quint64 from, quint64 to) {
    AnimationInput in{queens::BoardState(kN), {}, {}};
    auto s = backtracking();
    queens::StepEvent e;
    for (quint64 k = 1; k < from && s->next(e); ++k) in.start.apply(e);
    for (quint64 k = from; k <= to && s->next(e); ++k) in.events.push_back(e);
    return in;
}

}  // namespace

class TestExportCaptionsAndErrors : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { exporttest::useTestSettings(QStringLiteral("test_export_captions")); }
    void init() { QSettings().clear(); }

    // Both captions are on by default and remembered when turned off; the options carry the
    // step numbers: the first frame is the "from" step, m the run's last step.
    void captionOptions() {
        {
            AnimationExportDialog d(8, 0, 300, 120, {});
            auto* caption = d.findChild<QCheckBox*>(QStringLiteral("stepCaptionCheck"));
            auto* number = d.findChild<QCheckBox*>(QStringLiteral("stepNumberCheck"));
            QVERIFY(caption && number);
            QVERIFY(caption->isChecked() && number->isChecked());
            const AnimationOptions o = d.animationOptions();
            QVERIFY(o.stepCaption && o.stepNumber);
            QCOMPARE(o.firstStep, d.fromStep());
            QCOMPARE(o.stepCount, quint64(300));
            caption->setChecked(false);
        }
        const AnimationOptions o = AnimationExportDialog(8, 0, 300, 120, {}).animationOptions();
        QVERIFY(!o.stepCaption);
        QVERIFY(o.stepNumber);
    }

    // The exported frames: the replayed board, then "Step k of m" and the main window's
    // sentence for the step.
    void exportedFramesCarryTheCaption() {
        const quint64 total = runLength();
        AnimationExportDialog d(kN, 0, total, 1, gather);
        d.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->setValue(240);
        QVERIFY(d.setRange(7, 9));
        Results results(&d, &AnimationExportDialog::exportFinished);
        QTemporaryDir dir;
        QVERIFY(d.exportTo(dir.path()));
        const ExportResult r = results.wait();
        QVERIFY2(r.ok, qPrintable(r.error));
        const AnimationInput in = gather(7, 9);
        QCOMPARE(in.events.size(), std::size_t{3});
        queens::BoardState after = in.start;
        BoardImageOptions plain;
        plain.width = 240;
        for (int k = 0; k < 3; ++k) {
            const queens::StepEvent& e = in.events[static_cast<std::size_t>(k)];
            after.apply(e);
            StepCaptionPainter::Caption c;
            c.text = EventDescriber::describe(&e, after);
            c.step = QStringLiteral("Step %1 of %2").arg(7 + k).arg(total);
            const QImage board =
                BoardImageRenderer::render(AnimationExporter::frameOptions(plain, after, e));
            const QImage band = StepCaptionPainter::band(240, c, ImageTheme::Light, false);
            const QImage file = QImage(dir.filePath(AnimationExporter::frameFileName(k + 1, 3)))
                                    .convertToFormat(QImage::Format_ARGB32);
            QCOMPARE(file.height(), board.height() + band.height());
            QCOMPARE(file.copy(0, 0, 240, board.height()),
                     board.convertToFormat(QImage::Format_ARGB32));
            QCOMPARE(file.copy(0, board.height(), 240, band.height()),
                     band.convertToFormat(QImage::Format_ARGB32));
        }
    }

    // A failed save (the folder does not exist) shows its message without clipping any text of
    // the dialog, and the folder it failed in is not remembered; a save that works is.
    void handoutErrorClipsNothingAndIsNotRemembered() {
        QTemporaryDir dir;
        const QString remembered = QStringLiteral("handoutDialog/directory");
        QSettings().setValue(remembered, dir.path());
        HandoutDialog d(8);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        Results results(&d, &HandoutDialog::exportFinished);
        const QString missing =
            dir.filePath(QStringLiteral("a folder that is not there/and below it/handout.pdf"));
        QVERIFY(d.exportTo(missing));
        QVERIFY(!results.wait().ok);
        QTest::qWait(50);  // the layout's deferred update
        const auto* message = d.findChild<QLabel*>(QStringLiteral("messageLabel"));
        QVERIFY(message->text().contains(QStringLiteral("not there")));
        for (const QLabel* label : d.findChildren<QLabel*>()) {
            if (!label->isVisible() || label->text().isEmpty()) continue;
            const int needed = label->wordWrap() ? label->heightForWidth(label->width())
                                                 : label->sizeHint().height();
            QVERIFY2(
                label->height() >= needed && label->width() >= label->minimumSizeHint().width(),
                qPrintable(QStringLiteral("%1 (%2) is %3 x %4, needs height %5")
                               .arg(label->objectName(), label->text())
                               .arg(label->width())
                               .arg(label->height())
                               .arg(needed)));
            QVERIFY(d.rect().contains(QRect(label->mapTo(&d, QPoint(0, 0)), label->size())));
        }
        QCOMPARE(QSettings().value(remembered).toString(), dir.path());

        QTemporaryDir other;
        QVERIFY(d.exportTo(other.filePath(QStringLiteral("handout.pdf"))));
        QTRY_VERIFY_WITH_TIMEOUT(results.all.size() == 2, TestProblems::kSolveTimeoutMs);
        QVERIFY2(results.all[1].ok, qPrintable(results.all[1].error));
        QCOMPARE(QSettings().value(remembered).toString(), QDir(other.path()).absolutePath());
    }
};

QTEST_MAIN(TestExportCaptionsAndErrors)
#include "test_export_captions_and_errors.moc"
