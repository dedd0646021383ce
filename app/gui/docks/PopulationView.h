#pragma once
// PopulationView: the population dock of local beam search and the genetic algorithm (n <=
// PackedBoard::kMaxN): the current generation as mini-boards in a grid, each labelled #k with
// its fitness (genetic) or h (beam), the best one (the large board) framed in gold; under it the
// offspring being built, slots not yet filled shown empty. At a Crossover the two parents and the
// child are outlined and the crossover point drawn as a line between rows; at a Mutate the
// changed gene is ringed. It follows the timeline cursor as the other docks do: setView() with
// the playback's state and the event at the cursor, which it copies into PopulationTiles (it
// never applies an event), and repaints at most once per kFrameMs whatever the playback speed.
#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "MiniBoardPainter.h"
#include "PopulationTiles.h"
#include "StepEvent.h"

class PopulationView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kFrameMs = 16;
    static constexpr int kMinBoard = 28;  // pixels: smaller boards are left out, counted instead

    explicit PopulationView(QWidget* parent = nullptr);

    void setAlgorithm(queens::Algorithm algorithm);
    bool genetic() const { return genetic_; }
    void setView(const queens::BoardState& state, const queens::StepEvent* event);

    // ---- what is shown (tests, screenshots) ----
    const std::vector<PopulationTile>& tiles() const { return tiles_; }
    std::uint64_t generation() const { return generation_; }
    int filled() const { return filled_; }
    int paints() const { return paints_; }
    // The label of a tile: "#k" and its score.
    QString label(const PopulationTile& t) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Grid {
        QRect header;
        std::vector<QRect> boards;  // tile k's board (empty past those that fit)
        int hidden = 0;
    };
    Grid layoutGrid(const QRect& area, int count) const;
    void paintGrid(QPainter& p, const Grid& g, bool offspring);
    void paintTile(QPainter& p, const QRect& board, const PopulationTile& t);
    void scheduleRepaint();

    bool genetic_ = false;
    int n_ = 0;
    int size_ = 0;
    int filled_ = 0;
    std::uint64_t generation_ = 0;
    std::vector<PopulationTile> tiles_;
    MiniBoardPainter mini_;
    BoardColors colors_;
    QTimer repaint_;
    QElapsedTimer lastPaint_;
    int paints_ = 0;
    int labelWidth_ = 0;  // the widest tile label, in pixels (paintEvent)
};
