// The captions of Dancing Links' exact-cover events (CoverDescriber through EventDescriber), on a
// real DlxStepper run replayed here. Truth: the item names follow CoverState.h's numbering
// (worked out by hand below); the squares a Cover hides are its link updates less the header's,
// three per option (DlxStepper.h), and the squares an Uncover relinks the same; a Choose names
// its count. The zh_CN translation is what a Chinese UI shows.
#include <QTest>

#include "BoardState.h"
#include "CoverDescriber.h"
#include "DlxStepper.h"
#include "EventDescriber.h"
#include "TranslationLoader.h"

using queens::EventKind;

class TestCoverCaptions : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { TranslationLoader::installLanguage(QStringLiteral("en")); }

    void itemsAreNamedInWords() {
        // n = 8: rows 0..7, columns 8..15, "\" 16..30 (row - col + 7), "/" 31..45 (row + col).
        QCOMPARE(CoverDescriber::itemName(3, 8), QStringLiteral("row 3"));
        QCOMPARE(CoverDescriber::itemName(13, 8), QStringLiteral("column 5"));
        QCOMPARE(CoverDescriber::itemName(25, 8), QString::fromUtf8("\\ diagonal row−col = 2"));
        QCOMPARE(CoverDescriber::itemName(16, 8), QString::fromUtf8("\\ diagonal row−col = -7"));
        QCOMPARE(CoverDescriber::itemName(38, 8), QStringLiteral("/ diagonal row+col = 7"));
        QCOMPARE(CoverDescriber::itemName(45, 8), QStringLiteral("/ diagonal row+col = 14"));
    }

    void everyCoverEventHasItsCaption() {
        const int n = 6;
        queens::StepperOptions o;
        o.n = n;
        queens::DlxStepper stepper(o);
        queens::BoardState state(n);
        queens::StepEvent e;
        int seen = 0;
        while (stepper.next(e)) {
            state.apply(e);
            const QString caption = EventDescriber::describe(&e, state);
            if (e.kind != EventKind::Choose && e.kind != EventKind::Cover &&
                e.kind != EventKind::Uncover)
                continue;
            ++seen;
            QCOMPARE(caption, CoverDescriber::describe(e, state));
            QVERIFY2(caption.contains(CoverDescriber::itemName(e.a, n)), qPrintable(caption));
            if (e.kind == EventKind::Choose) {
                QVERIFY2(caption.contains(e.b == 0 ? QStringLiteral("branch fails")
                                                   : QStringLiteral(": %1.").arg(e.b)),
                         qPrintable(caption));
                continue;
            }
            const auto squares = static_cast<int>((e.value - 1) / 3);
            const QString count = squares == 1 ? QStringLiteral(" 1 square ")
                                               : QStringLiteral(" %1 squares ").arg(squares);
            QVERIFY2(caption.contains(count), qPrintable(caption + " / " + count));
            QVERIFY2(caption.contains(QStringLiteral("(link updates: %1)").arg(e.value)),
                     qPrintable(caption));
        }
        QVERIFY(seen > 100);
    }

    void chineseCaptions() {
        QCOMPARE(TranslationLoader::installLanguage(QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        queens::BoardState state(8);
        auto cover = queens::StepEvent::make(EventKind::Cover, 0, 3);
        cover.value = 25;
        state.apply(cover);
        QCOMPARE(CoverDescriber::itemName(3, 8), QString::fromUtf8("第 3 行"));
        const QString caption = EventDescriber::describe(&cover, state);
        QVERIFY2(caption.startsWith(QString::fromUtf8("覆盖第 3 行")), qPrintable(caption));
        QVERIFY2(caption.contains(QString::fromUtf8("8 个格子")), qPrintable(caption));
    }
};

QTEST_MAIN(TestCoverCaptions)
#include "test_cover_captions.moc"
