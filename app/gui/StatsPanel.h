#pragma once
// StatsPanel: the counters of the run at the cursor (from BoardState::stats()) and how much of
// the run is recorded. Shows only the counters that mean something for the algorithm.
#include <QGroupBox>
#include <array>
#include <cstdint>

#include "Algorithm.h"
#include "BoardState.h"

class QFormLayout;
class QLabel;

class StatsPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit StatsPanel(QWidget* parent = nullptr);

    void setAlgorithm(queens::Algorithm algorithm);
    void showStats(const queens::BoardState& state, std::uint64_t cursor, std::uint64_t recorded,
                   bool finished);

private:
    enum Row {
        Step,
        Queens,
        Nodes,
        Rejects,
        Backtracks,
        Solutions,
        Evaluations,
        Swaps,
        Restarts,
        Collisions,
        OpenClosed,
        RowCount
    };
    QFormLayout* form_ = nullptr;
    std::array<QLabel*, RowCount> values_{};
};
