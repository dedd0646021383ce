#pragma once
// BoardLegend: the key to the marks of the detailed board, for one algorithm and view. It lists
// only the marks that algorithm's runs can draw (marks()), names each in the current language
// (text(), translation context "BoardLegend") and draws a sample of each (sample()) by the board's
// own painter: BoardPainter paints a tiny board whose state and event make the mark, and the
// sample is the cell (or cells) that show it. marksOf() tells which marks one event and state
// draw, so that a test can check marks() against real runs. A constraint search's board shows
// its domains in place of the hatch: its legend lists the domain marks of every inference (the
// view does not know which one runs). Stateless; every function is
// reentrant.
#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <vector>

#include "Algorithm.h"
#include "BoardColors.h"
#include "BoardState.h"
#include "StepEvent.h"

class BoardLegend {
    Q_DECLARE_TR_FUNCTIONS(BoardLegend)

public:
    enum class Mark {
        Queen,
        AttackedQueen,  // another queen shares its column or a diagonal
        Attacked,       // the hatch of an attacked empty square
        CurrentRow,     // the band across the current event's row
        Try,            // the outline of the cell examined (Try, Push, Pop)
        Place,
        AttackLines,  // the lines of attack of a queen just placed or swapped
        Remove,
        RejectColumn,
        RejectDiagonal,
        RejectAntiDiagonal,
        RejectMask,
        RejectSymmetry,
        FreeBit,      // bitmask registers: a set bit of avail
        AttackedBit,  // a set bit of cols, ld or rd
        ChosenBit,    // bit = avail & -avail
        SwapAccepted,
        SwapRejected,
        Swap,
        Move,         // local search: a queen just moved within its row
        MoveTaken,    // local search: a move judged and taken (Propose, accepted)
        MoveRefused,  // local search: a move judged and not taken
        Solution,
        // A constraint search's domains (DomainPainter).
        DomainValue,    // a value still in its row's domain (dot)
        PrunedForward,  // removed by forward checking (cross)
        PrunedArc,      // removed by arc consistency (cross in a ring)
        Wipeout,        // a row with no value left (red band)
    };
    struct View {
        queens::Algorithm algorithm = queens::Algorithm::Backtracking;
        bool attacks = true;  // the attacked squares are hatched
    };

    static std::vector<Mark> marks(const View& view);
    // The marks the board shows for `state` with the current event `event` (null: none), hatch on;
    // with `domains`, a constraint search's board: its domains instead of the hatch.
    static std::vector<Mark> marksOf(const queens::BoardState& state,
                                     const queens::StepEvent* event, bool domains = false);
    static QString text(Mark mark);
    // The mark as the board draws it, in a square of `side` device-independent pixels.
    static QImage sample(Mark mark, const BoardColors& colors, int side, qreal dpr = 1);
};
