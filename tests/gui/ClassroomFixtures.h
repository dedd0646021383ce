#pragma once
// ClassroomFixtures: shared by the classroom tests on the main window (test_classroom.cpp: menu,
// puzzle mode, search tree, compare, closing; test_classroom_runs.cpp: "Start search from here").
// - completions(given): the brute-force solutions (SolutionOracle) that keep the given queens
//   (entries >= 0); extends(): whether one solution keeps them; attack(): the pairwise test.
// - Window: a shown MainWindow with its driver on (algorithm, n, all solutions); centre() is
//   the centre of a square computed from BoardWidget::boardRect().
#include <QAction>
#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QTest>
#include <cstdlib>
#include <set>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "BoardWidget.h"
#include "ClassroomController.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "SolutionOracle.h"

namespace classroomtest {

using queens::Algorithm;
using Board = std::vector<int>;

inline bool extends(const Board& solution, const Board& given) {
    for (std::size_t r = 0; r < given.size(); ++r)
        if (given[r] >= 0 && solution[r] != given[r]) return false;
    return true;
}

inline std::set<Board> completions(const Board& given) {
    std::set<Board> out;
    for (const Board& s : queens::testing::bruteForceSolutions(static_cast<int>(given.size())))
        if (extends(s, given)) out.insert(s);
    return out;
}

inline bool attack(int ra, int ca, int rb, int cb) {
    return ca == cb || std::abs(ca - cb) == std::abs(ra - rb);
}

struct Window {
    MainWindow w;
    MainWindowDriver d{w};
    Window(Algorithm a, int n) {
        w.resize(1400, 900);
        w.show();
        d.selectAlgorithm(a);
        d.setAllSolutions(true);
        d.setN(n);
    }
    const PlaybackController& pb() const { return d.playback(); }
    ClassroomController& cr() const { return *w.classroom(); }
    BoardWidget* board() const { return const_cast<BoardWidget*>(w.board()); }
    QAction* action(const char* name) const { return w.findChild<QAction*>(QLatin1String(name)); }
    QPoint centre(int row, int col) const {
        const QRectF b = board()->boardRect();
        const qreal cell = b.width() / board()->state()->n();
        return QPointF(b.left() + (col + 0.5) * cell, b.top() + (row + 0.5) * cell).toPoint();
    }
    void click(int row, int col) const {
        QTest::mouseClick(board(), Qt::LeftButton, Qt::NoModifier, centre(row, col));
    }
};

}  // namespace classroomtest
