#pragma once
// DomainPainter: the domain layer of BoardPainter for a constraint search (BoardScene::domains):
// it draws DomainLayer::of(state, focusRow) and nothing it computes itself.
// - every unassigned row: a dot on each value still in its domain, a cross on each removed value
//   in its cause's colour (forward checking: a plain cross; arc consistency: a cross in a ring,
//   so that the two differ by shape as well as hue);
// - a wiped-out row (no value left): a red band, a thick edge and an empty-set badge;
// - the focus row (the row being assigned): a dashed outline;
// - the link from a removed value to its cause, for the scene's link square (the hovered one) and
//   for the current Prune: an arrow from the queen that attacks it (forward checking) or from the
//   row that has no support for it (arc consistency, that row outlined); the square outlined.
//   A Restore outlines the value that came back; a Wipeout outlines its cause.
// Cells under kMinDotCell get no dots, only a tint for each removed value. Vector shapes only
// (safe on an export's worker thread). Stateless.
#include <QtGlobal>

#include "BoardColors.h"
#include "BoardScene.h"
#include "DomainLayer.h"

class QPainter;

class DomainPainter {
public:
    static constexpr qreal kMinDotCell = 10.0;

    // The bands of wiped-out rows: under the queens.
    static void paintUnder(QPainter& p, const BoardScene& s, const DomainLayer& l,
                           const BoardColors& colors);
    // Dots, crosses, the focus outline, the badges and the links: over the event's marks.
    static void paintOver(QPainter& p, const BoardScene& s, const DomainLayer& l,
                          const BoardColors& colors);
    // The colour of a removed value's cause.
    static QColor causeColor(DomainLayer::Cell cell, const BoardColors& colors);

private:
    static void paintCell(QPainter& p, const BoardScene& s, const DomainLayer& l, int row, int col,
                          const BoardColors& colors);
    static void paintBadge(QPainter& p, const BoardScene& s, int row, const BoardColors& colors);
    static void paintLink(QPainter& p, const BoardScene& s, const DomainLayer& l, int row, int col,
                          const BoardColors& colors);
    static void paintEvent(QPainter& p, const BoardScene& s, const DomainLayer& l,
                           const BoardColors& colors);
};
