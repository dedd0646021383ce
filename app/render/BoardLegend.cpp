#include "BoardLegend.h"

#include <QPainter>
#include <algorithm>

#include "BoardAttacks.h"
#include "BoardMarksPainter.h"
#include "BoardPainter.h"
#include "DomainLayer.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;

namespace {
using Mark = BoardLegend::Mark;

// A tiny board that shows one mark: its placement, event and hatch, and the k x k cells from
// (row, col) that the sample shows.
struct SampleBoard {
    std::vector<int> placement;
    StepEvent event;
    bool hasEvent = false;
    bool hatch = false;
    int row = 0;
    int col = 0;
    int k = 1;
    std::vector<StepEvent> prunes = {};  // applied after the placement
    bool domains = false;                // drawn with a constraint search's domains
};

SampleBoard domainBoard(std::vector<int> placement, std::vector<StepEvent> prunes, int row,
                        int col) {
    return {std::move(placement), {}, false, false, row, col, 1, std::move(prunes), true};
}

StepEvent eventOf(EventKind kind, int a, int b, std::uint8_t reason = 0, int c = -1) {
    StepEvent e = StepEvent::make(kind, 0, a, b, reason);
    e.c = c;
    return e;
}

SampleBoard reject(std::vector<int> placement, int row, int col, queens::RejectReason reason,
                   int attacker) {
    return {std::move(placement),
            eventOf(EventKind::Reject, row, col, queens::reasonCode(reason), attacker),
            true,
            false,
            row,
            col};
}

SampleBoard boardFor(Mark mark) {
    using queens::RejectReason;
    using queens::SwapVerdict;
    switch (mark) {
        case Mark::Queen:
            return {{0}, {}, false, false, 0, 0};
        case Mark::AttackedQueen:
            return {{0, 1}, {}, false, false, 0, 0};
        case Mark::Attacked:
            return {{0, -1}, {}, false, true, 1, 1};
        case Mark::CurrentRow:
            return {{-1, -1, -1}, eventOf(EventKind::Try, 0, 2), true, false, 0, 0};
        case Mark::Try:
            return {{-1}, eventOf(EventKind::Try, 0, 0), true, false, 0, 0};
        case Mark::Place:
            return {{0}, eventOf(EventKind::Place, 0, 0), true, false, 0, 0};
        case Mark::AttackLines:
            return {{-1, 1, -1}, eventOf(EventKind::Place, 1, 1), true, false, 0, 0, 3};
        case Mark::Remove:
            return {{-1}, eventOf(EventKind::Remove, 0, 0), true, false, 0, 0};
        case Mark::RejectColumn:
            return reject({0, -1}, 1, 0, RejectReason::Column, 0);
        case Mark::RejectDiagonal:
            return reject({0, -1}, 1, 1, RejectReason::Diagonal, 0);
        case Mark::RejectAntiDiagonal:
            return reject({1, -1}, 1, 0, RejectReason::AntiDiagonal, 0);
        case Mark::RejectMask:
            return reject({-1}, 0, 0, RejectReason::Mask, -1);
        case Mark::RejectSymmetry:
            return reject({-1}, 0, 0, RejectReason::Symmetry, -1);
        case Mark::FreeBit:
        case Mark::AttackedBit:
        case Mark::ChosenBit: {
            const queens::Register reg = mark == Mark::FreeBit     ? queens::Register::Avail
                                         : mark == Mark::ChosenBit ? queens::Register::Bit
                                                                   : queens::Register::Cols;
            StepEvent e = eventOf(EventKind::Mask, 0, -1, queens::reasonCode(reg));
            e.value = 1;
            return {{-1}, e, true, false, 0, 0};
        }
        case Mark::SwapAccepted:
        case Mark::SwapRejected: {
            const SwapVerdict v =
                mark == Mark::SwapAccepted ? SwapVerdict::Accepted : SwapVerdict::Rejected;
            return {{0, 1}, eventOf(EventKind::Evaluate, 0, 1, queens::reasonCode(v)),
                    true,   false,
                    0,      1};
        }
        case Mark::Swap:
            return {{0, 2, -1}, eventOf(EventKind::Swap, 0, 1), true, false, 0, 0};
        case Mark::Move:
            return {{1, -1}, eventOf(EventKind::Move, 0, 1, 0, 0), true, false, 0, 1};
        case Mark::MoveTaken:
        case Mark::MoveRefused: {
            const SwapVerdict v =
                mark == Mark::MoveTaken ? SwapVerdict::Accepted : SwapVerdict::Rejected;
            return {{0, -1}, eventOf(EventKind::Propose, 0, 1, queens::reasonCode(v)),
                    true,    false,
                    0,       1};
        }
        case Mark::Solution:
            return {{0}, eventOf(EventKind::Solution, -1, -1), true, false, 0, 0};
        case Mark::DomainValue:
            return domainBoard({-1}, {}, 0, 0);
        case Mark::PrunedForward:
        case Mark::PrunedArc: {
            const auto cause = mark == Mark::PrunedArc ? queens::PruneCause::Arc
                                                       : queens::PruneCause::ForwardCheck;
            return domainBoard({0, -1}, {eventOf(EventKind::Prune, 1, 0, reasonCode(cause), 0)}, 1,
                               0);
        }
        case Mark::Wipeout: {
            const std::uint8_t fc = reasonCode(queens::PruneCause::ForwardCheck);
            return domainBoard(
                {0, -1},
                {eventOf(EventKind::Prune, 1, 0, fc, 0), eventOf(EventKind::Prune, 1, 1, fc, 0)}, 1,
                0);
        }
    }
    return {};
}

Mark rejectMark(queens::RejectReason reason) {
    using queens::RejectReason;
    switch (reason) {
        case RejectReason::Diagonal:
            return Mark::RejectDiagonal;
        case RejectReason::AntiDiagonal:
            return Mark::RejectAntiDiagonal;
        case RejectReason::Mask:
            return Mark::RejectMask;
        case RejectReason::Symmetry:
            return Mark::RejectSymmetry;
        case RejectReason::Column:
        case RejectReason::None:  // drawn in the column colour
            break;
    }
    return Mark::RejectColumn;
}
}  // namespace

std::vector<BoardLegend::Mark> BoardLegend::marks(const View& view) {
    std::vector<Mark> out = {Mark::Queen};
    const auto add = [&out](std::initializer_list<Mark> more) {
        out.insert(out.end(), more.begin(), more.end());
    };
    const Algorithm a = view.algorithm;
    const bool local = queens::isCourseLocalSearch(a);
    if (a == Algorithm::Permutation || a == Algorithm::MinConflicts || local)
        add({Mark::AttackedQueen});
    // A constraint search's domains take the hatch's place.
    if (view.attacks && a != Algorithm::Csp) add({Mark::Attacked});
    if (local) {
        // A random board placed row by row; then moves within the rows on the board (the
        // population searches change it only by adopting a member), judged ones shown by
        // annealing (taken or not) and the textbook's min-conflicts (taken).
        add({Mark::CurrentRow, Mark::Place, Mark::AttackLines});
        if (!queens::isPopulationSearch(a)) add({Mark::Move});
        if (a == Algorithm::SimulatedAnnealing || a == Algorithm::TextbookMinConflicts)
            add({Mark::MoveTaken});
        if (a == Algorithm::SimulatedAnnealing) add({Mark::MoveRefused});
        add({Mark::Solution});
        return out;
    }
    add({Mark::CurrentRow, Mark::Try, Mark::Place, Mark::AttackLines, Mark::Remove});
    switch (a) {
        case Algorithm::Backtracking:
        case Algorithm::Dfs:
        case Algorithm::Bfs:
        case Algorithm::Iddfs:
        case Algorithm::Csp:
            add({Mark::RejectColumn, Mark::RejectDiagonal, Mark::RejectAntiDiagonal});
            break;
        case Algorithm::Symmetric:
            add({Mark::RejectColumn, Mark::RejectDiagonal, Mark::RejectAntiDiagonal,
                 Mark::RejectSymmetry});
            break;
        case Algorithm::Permutation:
            add({Mark::RejectDiagonal, Mark::RejectAntiDiagonal});
            break;
        case Algorithm::Bitmask:
            add({Mark::RejectMask, Mark::FreeBit, Mark::AttackedBit, Mark::ChosenBit});
            break;
        case Algorithm::MinConflicts:
            add({Mark::RejectDiagonal, Mark::RejectAntiDiagonal, Mark::SwapAccepted,
                 Mark::SwapRejected, Mark::Swap});
            break;
        case Algorithm::HillClimbing:
        case Algorithm::SimulatedAnnealing:
        case Algorithm::TextbookMinConflicts:
        case Algorithm::LocalBeam:
        case Algorithm::Genetic:
            break;  // above
        case Algorithm::Dlx:
            break;
    }
    if (a == Algorithm::Csp)
        add({Mark::DomainValue, Mark::PrunedForward, Mark::PrunedArc, Mark::Wipeout});
    add({Mark::Solution});
    return out;
}

std::vector<BoardLegend::Mark> BoardLegend::marksOf(const queens::BoardState& state,
                                                    const queens::StepEvent* event, bool domains) {
    std::vector<Mark> out;
    const int n = state.n();
    const queens::BoardAttacks attacks(state);
    for (int r = 0; r < n; ++r) {
        if (state.queenAt(r) == queens::BoardState::kEmpty) continue;
        out.push_back(Mark::Queen);
        if (attacks.queenAttacked(r)) out.push_back(Mark::AttackedQueen);
    }
    const DomainLayer layer = domains ? DomainLayer::of(state) : DomainLayer();
    for (int r = 0; r < n; ++r) {
        if (layer.n() == n && layer.wipedOut(r)) out.push_back(Mark::Wipeout);
        for (int c = 0; c < n; ++c) {
            if (!domains && attacks.attackedEmpty(r, c)) out.push_back(Mark::Attacked);
            if (layer.n() != n) continue;
            const DomainLayer::Cell cell = layer.at(r, c);
            if (cell == DomainLayer::Cell::Value) out.push_back(Mark::DomainValue);
            if (cell == DomainLayer::Cell::PrunedForward) out.push_back(Mark::PrunedForward);
            if (cell == DomainLayer::Cell::PrunedArc) out.push_back(Mark::PrunedArc);
        }
    }
    if (event != nullptr) {
        const StepEvent& e = *event;
        for (const int row : BoardMarksPainter::eventRows(event))
            if (row >= 0 && row < n) out.push_back(Mark::CurrentRow);
        switch (e.kind) {
            case EventKind::Try:
            case EventKind::Push:
            case EventKind::Pop:
                out.push_back(Mark::Try);
                break;
            case EventKind::Place:
                out.push_back(Mark::Place);
                if (n > 1) out.push_back(Mark::AttackLines);
                break;
            case EventKind::Remove:
                out.push_back(Mark::Remove);
                break;
            case EventKind::Reject:
                out.push_back(rejectMark(static_cast<queens::RejectReason>(e.reason)));
                break;
            case EventKind::Mask: {
                const auto reg = static_cast<queens::Register>(e.reason);
                if (state.reg(reg) != 0)
                    out.push_back(reg == queens::Register::Avail ? Mark::FreeBit
                                  : reg == queens::Register::Bit ? Mark::ChosenBit
                                                                 : Mark::AttackedBit);
                break;
            }
            case EventKind::Evaluate:
                out.push_back(e.reason == queens::reasonCode(queens::SwapVerdict::Accepted)
                                  ? Mark::SwapAccepted
                                  : Mark::SwapRejected);
                break;
            case EventKind::Swap:
                out.push_back(Mark::Swap);
                out.push_back(Mark::AttackLines);
                break;
            case EventKind::Solution:
                out.push_back(Mark::Solution);
                break;
            case EventKind::Move:
                out.push_back(Mark::Move);
                break;
            case EventKind::Propose:
                out.push_back(e.reason == queens::reasonCode(queens::SwapVerdict::Accepted)
                                  ? Mark::MoveTaken
                                  : Mark::MoveRefused);
                break;
            default:
                break;
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

QString BoardLegend::text(Mark mark) {
    switch (mark) {
        case Mark::Queen:
            return tr("A queen");
        case Mark::AttackedQueen:
            return tr("A queen that another queen attacks");
        case Mark::Attacked:
            return tr("An empty square that a queen attacks (hatched)");
        case Mark::CurrentRow:
            return tr("The row of the current step (band)");
        case Mark::Try:
            return tr("The square being examined (outline)");
        case Mark::Place:
            return tr("A queen just placed (filled square)");
        case Mark::AttackLines:
            return tr("The lines that a queen just placed or swapped attacks (arrows)");
        case Mark::Remove:
            return tr("A queen just taken off (filled square)");
        case Mark::RejectColumn:
            return tr("Rejected: a queen in the same column (cross)");
        case Mark::RejectDiagonal:
            return tr("Rejected: a queen on the same \\ diagonal (cross)");
        case Mark::RejectAntiDiagonal:
            return tr("Rejected: a queen on the same / diagonal (cross)");
        case Mark::RejectMask:
            return tr("Rejected: its bit is not set in avail (cross)");
        case Mark::RejectSymmetry:
            return tr("Skipped: the mirror image covers it (cross)");
        case Mark::FreeBit:
            return tr("Register bit: a free square");
        case Mark::AttackedBit:
            return tr("Register bit: an attacked square");
        case Mark::ChosenBit:
            return tr("Register bit: the square chosen next");
        case Mark::SwapAccepted:
            return tr("A swap that is made: where the two queens go (dashed outline)");
        case Mark::SwapRejected:
            return tr("A swap that is not made (dashed outline)");
        case Mark::Swap:
            return tr("Two queens just swapped (outline)");
        case Mark::Move:
            return tr(
                "A queen just moved within its row: its old square dotted, its new one "
                "outlined");
        case Mark::MoveTaken:
            return tr("A move judged and taken: the square the queen goes to (dashed outline)");
        case Mark::MoveRefused:
            return tr("A move judged and not taken (outline)");
        case Mark::Solution:
            return tr("A solution (tinted squares, frame)");
        case Mark::DomainValue:
            return tr("A value still in its row's domain (dot)");
        case Mark::PrunedForward:
            return tr("Removed by forward checking: a queen attacks it (cross)");
        case Mark::PrunedArc:
            return tr(
                "Removed by arc consistency: no value of another row is compatible (ringed "
                "cross)");
        case Mark::Wipeout:
            return tr("A wipe-out: a row with no value left (red band)");
    }
    return {};
}

QImage BoardLegend::sample(Mark mark, const BoardColors& colors, int side, qreal dpr) {
    const SampleBoard b = boardFor(mark);
    const int px = std::max(1, static_cast<int>(side * dpr));
    QImage image(px, px, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    image.setDevicePixelRatio(dpr);
    queens::BoardState state = BoardPainter::stateOf(b.placement);
    if (b.hasEvent && b.event.kind == EventKind::Mask) state.apply(b.event);
    for (const StepEvent& e : b.prunes) state.apply(e);
    const queens::BoardAttacks attacks(state);
    BoardPainter painter;
    painter.setColors(colors);
    BoardPainter::Scene scene;
    scene.state = &state;
    scene.event = b.hasEvent ? &b.event : nullptr;
    scene.geometry.n = state.n();
    scene.geometry.cell = qreal(side) / b.k;
    scene.geometry.board = QRectF(-b.col * scene.geometry.cell, -b.row * scene.geometry.cell,
                                  state.n() * scene.geometry.cell, state.n() * scene.geometry.cell);
    scene.attacks = &attacks;
    scene.hatch = b.hatch;
    scene.domains = b.domains;
    scene.devicePixelRatio = dpr;
    scene.vector = true;  // no pixmaps: any thread
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setClipRect(QRectF(0, 0, side, side));
    painter.paintBoard(p, scene);
    return image;
}
