#pragma once
// DlxMatrixView: the exact-cover matrix dock of Dancing Links (Algorithm::Dlx). The items are
// its columns (the rows R0.. and columns C0.. of the board, primary; then the diagonals D0..
// ("\", row - col + n - 1) and A0.. ("/", row + col), secondary, set apart on a tinted band),
// the options its rows (one per square "r,c"), with a dot where an option holds an item.
// Covered items and hidden options are greyed and struck through; the options of the partial
// solution (the queens) are filled, the chosen item is framed with its number of options, and
// the item the event at the cursor covers or uncovers is flashed in the cover or uncover colour,
// so that stepping back and forth shows the links leave and come back. A legend line explains
// the marks; every cell has a tooltip naming its option and item in words.
//
// It follows the timeline cursor as the other docks do: setView() copies what it draws into a
// DlxMatrix (it never applies an event) and repaints at most once per kFrameMs; paintEvent only
// draws that copy. Cells shrink to fit down to kMinCell pixels. When the whole matrix does not
// fit with cells of kLegibleCell, the hidden options fold to thin grey strips (kFoldedRow) and
// the live ones keep full rows; what still does not fit scrolls (the view asks for the room).
// Beyond kMaxN it draws a note instead of the matrix.
#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include "BoardColors.h"
#include "DlxMatrix.h"
#include "Timeline.h"

class DlxMatrixView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kFrameMs = 16;
    static constexpr int kMinCell = 10;  // pixels
    static constexpr int kLegibleCell = 14;
    static constexpr int kMaxCell = 24;
    static constexpr int kFoldedRow = 3;
    static constexpr int kMaxN = 16;  // 256 options by 94 items

    explicit DlxMatrixView(QWidget* parent = nullptr);

    void reset(int n);
    void setView(const queens::Timeline& timeline);

    // ---- what is shown (tests, screenshots) ----
    const DlxMatrix& matrix() const { return matrix_; }
    int n() const { return n_; }
    int paints() const { return paints_; }
    // "R3", "C0", "D5", "A2": the item's short name over its column.
    QString itemLabel(int item) const;
    // The item in words: "row 3 (primary: ...)".
    QString itemWords(int item) const;
    // The tooltip of the cell of option (row, col) and item.
    QString cellToolTip(int row, int col, int item) const;
    // The cell under a point of the widget: option r * n + c and item, or false.
    bool cellAt(QPoint pos, int* option, int* item) const;
    // Where the cell of option r * n + c and item is drawn at the widget's size.
    QRect cellRect(int option, int item) const { return cellRect(layoutFor(size()), option, item); }
    // The sentences over the matrix: the chosen item, then the covered items and live options.
    QString summary() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Layout {
        int cell = 0;
        bool folded = false;    // hidden options drawn as kFoldedRow strips
        std::vector<int> rows;  // the top of option o's row, and the bottom of the last
        QRect summary;          // two lines: the chosen item, then the counts
        QRect heads;            // the item labels, written upwards
        QRect rowLabels;        // "r,c" per option
        QRect grid;             // the cells
        QRect legend;
        int secondaryGap = 0;  // pixels between the primary and the secondary items
        QFont small;
    };
    Layout layoutFor(QSize size) const;
    // The rows' tops from `top`, full rows of `cell` pixels or folded strips.
    std::vector<int> rowTops(int top, int cell, bool folded) const;
    QFont labelFont(int cell) const;
    int itemX(const Layout& l, int item) const;
    QRect cellRect(const Layout& l, int option, int item) const;
    int optionHeight(const Layout& l, int option) const;
    void paintHeads(QPainter& p, const Layout& l);
    void paintGrid(QPainter& p, const Layout& l);
    void paintOption(QPainter& p, const Layout& l, int option);
    void scheduleRepaint();

    int n_ = 0;
    DlxMatrix matrix_;
    BoardColors colors_;
    QTimer repaint_;
    QElapsedTimer lastPaint_;
    int paints_ = 0;
    int shownRows_ = -1;  // live options and queens: what minimumSizeHint depends on
};
