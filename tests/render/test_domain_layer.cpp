// The board's domain layer for a constraint search (DomainLayer, DomainPainter) and its words
// (ConstraintDescriber). Runs made in the test (HandMadeCsp: forward checking and arc consistency,
// apart from any stepper) are replayed through BoardState; at every event:
// - the layer equals a recomputation here from the events alone (a map of removed values and
//   their causes kept by this test, not Domains): nothing on assigned rows, a dot on every value
//   left, the cause kind and row of every removed one, the wiped-out rows, the focus row;
// - under forward checking, where propagation is complete (at each Select), the removed values
//   are exactly the squares of unassigned rows that a queen attacks, each linked to an attacker;
// - the tooltip of every removed value names the cause row and the line, computed here from the
//   squares; the caption of every event the search adds is a sentence, also in Chinese.
// The painter draws the layer only when asked: an unpruned board paints as before without it,
// the wiped-out row's band is red, and an export of the frame shows what the screen shows.
#include <QPainter>
#include <QTest>
#include <map>
#include <memory>
#include <tuple>

#include "AnimationExporter.h"
#include "BoardColors.h"
#include "BoardImageRenderer.h"
#include "BoardPainter.h"
#include "ConstraintDescriber.h"
#include "DomainLayer.h"
#include "EventDescriber.h"
#include "HandMadeCsp.h"
#include "StepperFactory.h"
#include "TranslationLoader.h"

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;
using Cell = DomainLayer::Cell;

namespace {

// The removed values as this test follows them from the events: (row, col) -> (cause, arc).
using Removed = std::map<std::pair<int, int>, std::pair<int, bool>>;

void follow(Removed& removed, const StepEvent& e) {
    const bool arc = e.reason == queens::reasonCode(queens::PruneCause::Arc);
    if (e.kind == EventKind::Prune) removed[{e.a, e.b}] = {e.c, arc};
    if (e.kind == EventKind::Restore) removed.erase({e.a, e.b});
}

QString lineWord(int qr, int qc, int r, int c) {
    if (qc == c) return QStringLiteral("same column");
    if (qr - qc == r - c) return QStringLiteral("same \\ diagonal");
    if (qr + qc == r + c) return QStringLiteral("same / diagonal");
    return {};
}

struct Seen {
    int pruned = 0;
    int wipeouts = 0;
};

// Replays `events`, checking the layer at every one against the recomputation here (see the
// top of the file); `forward`: only forward checking prunes, so at each Select the removed
// values are exactly the attacked squares of the unassigned rows.
void checkRun(const std::vector<StepEvent>& events, int n, bool forward, Seen& seen) {
    BoardState state(n);
    Removed removed;
    int focus = -1;
    int expectedFocus = -1;
    for (const StepEvent& e : events) {
        state.apply(e);
        follow(removed, e);
        focus = DomainLayer::focusAfter(focus, e);
        const bool movesFocus = e.kind == EventKind::Try || e.kind == EventKind::Place ||
                                (e.kind == EventKind::Remove &&
                                 e.reason == queens::reasonCode(queens::RemoveReason::Backtrack));
        if (e.kind == EventKind::Select || (expectedFocus >= 0 && movesFocus)) expectedFocus = e.a;
        QCOMPARE(focus, expectedFocus);
        const DomainLayer l = DomainLayer::of(state, focus);
        for (int r = 0; r < n; ++r) {
            const bool assigned = state.queenAt(r) != BoardState::kEmpty;
            int left = 0;
            for (int c = 0; c < n; ++c) {
                const auto it = removed.find({r, c});
                if (assigned) {
                    if (l.at(r, c) != Cell::None) QFAIL("a domain drawn on an assigned row");
                    continue;
                }
                if (it == removed.end()) {
                    if (l.at(r, c) != Cell::Value || l.causeRow(r, c) != -1)
                        QFAIL("a value left is not a dot");
                    ++left;
                    continue;
                }
                ++seen.pruned;
                const bool arc = it->second.second;
                const int cause = it->second.first;
                if (l.at(r, c) != (arc ? Cell::PrunedArc : Cell::PrunedForward) ||
                    l.causeRow(r, c) != cause)
                    QFAIL("a removed value has the wrong cause");
                // The tooltip names the cause row and, for a queen, the line it attacks on.
                const QString expected =
                    arc ? QStringLiteral(
                              "Removed by arc consistency: no value left in row %1 is "
                              "compatible.")
                              .arg(cause)
                        : QStringLiteral("Removed by the queen in row %1: %2.")
                              .arg(cause)
                              .arg(lineWord(cause, state.queenAt(cause), r, c));
                if (ConstraintDescriber::removedBy(state, r, c) != expected)
                    QFAIL(qPrintable(ConstraintDescriber::removedBy(state, r, c)));
            }
            if (l.wipedOut(r) != (!assigned && left == 0)) QFAIL("wrong wiped-out row");
            seen.wipeouts += l.wipedOut(r) ? 1 : 0;
        }
        // Forward checking complete: removed = attacked, each by its cause's queen.
        if (forward && e.kind == EventKind::Select) {
            for (int r = 0; r < n; ++r) {
                if (state.queenAt(r) != BoardState::kEmpty) continue;
                for (int c = 0; c < n; ++c) {
                    bool attacked = false;
                    for (int q = 0; q < n; ++q)
                        attacked = attacked || (state.queenAt(q) >= 0 &&
                                                handmade::attacks(q, state.queenAt(q), r, c));
                    if (l.isPruned(r, c) != attacked) QFAIL("removed values are not the attacked");
                    const int cause = l.causeRow(r, c);
                    if (attacked && (state.queenAt(cause) < 0 ||
                                     !handmade::attacks(cause, state.queenAt(cause), r, c)))
                        QFAIL("the cause's queen does not attack the square");
                }
            }
        }
        if (DomainLayer::isConstraintKind(e.kind) && EventDescriber::describe(&e, state).isEmpty())
            QFAIL("a constraint-search event without a caption");
    }
}

QImage paint(const BoardState& state, bool domains, int focus = -1,
             const StepEvent* event = nullptr) {
    const int cell = 40;
    QImage image(state.n() * cell, state.n() * cell, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    BoardPainter painter;
    painter.setColors(BoardColors::forTheme(false));
    BoardPainter::Scene s;
    s.state = &state;
    s.event = event;
    s.geometry.n = state.n();
    s.geometry.cell = cell;
    s.geometry.board = QRectF(0, 0, state.n() * cell, state.n() * cell);
    s.domains = domains;
    s.focusRow = focus;
    s.vector = true;
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    painter.paintBoard(p, s);
    return image;
}

}  // namespace

class TestDomainLayer : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { TranslationLoader::installLanguage(QStringLiteral("en")); }

    void layerEqualsRecomputation_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("arc");
        for (int n = 4; n <= 8; ++n) QTest::addRow("FC n=%d", n) << n << false;
        for (int n = 4; n <= 6; ++n) QTest::addRow("MAC n=%d", n) << n << true;
    }
    void layerEqualsRecomputation() {
        QFETCH(int, n);
        QFETCH(bool, arc);
        const auto events = arc ? handmade::arcConsistency(n) : handmade::forwardChecking(n);
        Seen seen;
        checkRun(events, n, !arc, seen);
        if (QTest::currentTestFailed()) return;
        QVERIFY(seen.pruned > 0);
        if (!arc && n % 2 == 0) QVERIFY(seen.wipeouts > 0);  // these runs go back
    }

    // The stepper's runs (once it is registered), every variable order and inference.
    void layerEqualsRecomputationInRealRuns() {
        using Options = queens::StepperOptions;
        int runs = 0;
        for (const auto inference : {Options::Inference::ForwardChecking, Options::Inference::Mac})
            for (const auto order :
                 {Options::VarOrder::InOrder, Options::VarOrder::Mrv, Options::VarOrder::MrvDegree})
                for (const int n : {5, 6, 8}) {
                    Options o;
                    o.n = n;
                    o.allSolutions = n <= 6;
                    o.inference = inference;
                    o.varOrder = order;
                    std::unique_ptr<queens::Stepper> stepper;
                    try {
                        stepper = queens::StepperFactory::create(queens::Algorithm::Csp, o);
                    } catch (const std::exception&) {
                        QSKIP("the constraint search's stepper is not registered");
                    }
                    std::vector<StepEvent> events;
                    StepEvent e;
                    while (events.size() < 2'000'000 && stepper->next(e)) events.push_back(e);
                    Seen seen;
                    checkRun(events, n, inference == Options::Inference::ForwardChecking, seen);
                    if (QTest::currentTestFailed()) return;
                    QVERIFY(seen.pruned > 0);
                    ++runs;
                }
        QCOMPARE(runs, 18);
    }

    // Every caption the search adds, in English and in Chinese.
    void captionsAreSentencesInBothLanguages() {
        auto events = handmade::arcConsistency(6);
        StepEvent jump = StepEvent::make(EventKind::Jump, 0, 4, 1);
        jump.c = 1;
        jump.value = 0b11;  // rows 0 and 1
        StepEvent tryWithChecks = StepEvent::make(EventKind::Try, 0, 2, 3);
        tryWithChecks.value = 2;
        for (const char* language : {"en", "zh_CN", "zh_TW"}) {
            TranslationLoader::installLanguage(QString::fromLatin1(language));
            BoardState state(6);
            std::map<EventKind, QString> seen;
            for (const StepEvent& e : events) {
                state.apply(e);
                if (DomainLayer::isConstraintKind(e.kind)) {
                    const QString caption = EventDescriber::describe(&e, state);
                    QVERIFY2(!caption.isEmpty(), language);
                    seen[e.kind] = caption;
                }
            }
            for (const EventKind k : {EventKind::Select, EventKind::Propagate, EventKind::Revise,
                                      EventKind::Prune, EventKind::Restore, EventKind::Wipeout})
                QVERIFY2(seen.count(k) == 1, language);
            BoardState two(6);
            two.apply(StepEvent::make(EventKind::Place, 0, 0, 1));
            two.apply(StepEvent::make(EventKind::Place, 0, 1, 3));
            two.apply(StepEvent::make(EventKind::Place, 0, 2, 5));
            seen[EventKind::Jump] = EventDescriber::describe(&jump, two);
            seen[EventKind::Try] = EventDescriber::describe(&tryWithChecks, two);
            for (const auto& [kind, caption] : seen) {
                QVERIFY(!caption.isEmpty());
                const bool chinese = std::any_of(caption.begin(), caption.end(), [](QChar c) {
                    return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff;
                });
                QVERIFY2(chinese == (std::string(language) != "en"), qPrintable(caption));
            }
            if (std::string(language) == "en") {
                // The rows skipped are the assigned rows outside the conflict set: row 2.
                QCOMPARE(seen[EventKind::Jump],
                         QStringLiteral("Conflict set of row 4 is {0, 1}: jump back to row 1, "
                                        "skipping 1 row: 2."));
            }
        }
    }

    // Drawn only when asked; the wiped-out row's band is red; the export draws the same layer.
    void painterDrawsTheLayerOnlyWhenAsked() {
        const auto events = handmade::forwardChecking(6);
        BoardState state(6);
        std::size_t i = 0;
        for (; i < events.size(); ++i) {
            state.apply(events[i]);
            if (events[i].kind == EventKind::Wipeout) break;
        }
        QVERIFY(i < events.size());
        const StepEvent& wipe = events[i];
        BoardState plain(6);
        for (int r = 0; r < 6; ++r)
            if (state.queenAt(r) >= 0)
                plain.apply(StepEvent::make(EventKind::Place, 0, r, state.queenAt(r)));
        QCOMPARE(paint(state, false), paint(plain, false));  // off: as any other search
        const QImage on = paint(state, true, 1, &wipe);
        QVERIFY(on != paint(state, false));
        // The band of the wiped-out row near its left edge (no cross there): red over the square.
        const QColor band = on.pixelColor(3, wipe.a * 40 + 20);
        QVERIFY2(band.red() > band.green() + 40, qPrintable(band.name()));
        // An export with the domains is the same board as the screen's (vector shapes).
        BoardImageOptions o;
        o.n = 6;
        o.placement = state.placement();
        o.width = 400;
        o.showDomains = true;
        o.domains = state.domains();
        BoardImageOptions without = o;
        without.showDomains = false;
        const QImage withImage = BoardImageRenderer::render(o);
        QVERIFY(!withImage.isNull());
        QVERIFY(withImage != BoardImageRenderer::render(without));
        const QRectF cell = BoardImageRenderer::cellRect(o, wipe.a, 0);
        const QColor exported =
            withImage.pixelColor(QPoint(int(cell.left()) + 3, int(cell.center().y())));
        QVERIFY2(exported.red() > exported.green() + 40, qPrintable(exported.name()));
    }

    // An animation frame of a constraint search carries the domains, the link of a Prune and the
    // outline of the value pruned, restored or of a wipe-out's cause.
    void animationFramesCarryTheDomains() {
        const auto events = handmade::forwardChecking(6);
        const BoardColors colors = BoardColors::forTheme(false);
        BoardImageOptions base;
        base.width = 300;
        BoardState state(6);
        int kinds = 0;
        for (const StepEvent& e : events) {
            state.apply(e);
            const BoardImageOptions o = AnimationExporter::frameOptions(base, state, e);
            QCOMPARE(o.showDomains, state.domains().removed() > 0);
            if (o.showDomains) QVERIFY(o.domains == state.domains());
            const bool prune = e.kind == EventKind::Prune;
            QCOMPARE(o.linkRow, prune ? e.a : -1);
            QCOMPARE(o.linkCol, prune ? e.b : -1);
            const auto marks = AnimationExporter::marksFor(e, state, colors);
            if (prune || e.kind == EventKind::Restore) {
                ++kinds;
                QCOMPARE(marks.size(), std::size_t{1});
                QCOMPARE(marks[0].row, e.a);
                QCOMPARE(marks[0].col, e.b);
            }
            if (e.kind == EventKind::Wipeout) {
                ++kinds;
                QCOMPARE(marks.size(), std::size_t{1});
                QCOMPARE(marks[0].row, e.c);
                QCOMPARE(marks[0].col, state.queenAt(e.c));
            }
        }
        QVERIFY(kinds > 0);
    }
};

QTEST_MAIN(TestDomainLayer)
#include "test_domain_layer.moc"
