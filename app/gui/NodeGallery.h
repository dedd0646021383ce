#pragma once
// NodeGallery: search-tree nodes (partial placements) drawn side by side, as SearchListView shows
// the node being expanded and the front of OPEN.
//
// - A node is a tuple of columns, row 0 first: (1, 3, 0) has queens at (0, 1), (1, 3), (2, 0).
// - For n <= maxBoardN (given at construction) each node is a mini-board, queens drawn as dots,
//   with its tuple beneath and an optional label above; items are laid out left to right and wrap
//   to the widget's width (height-for-width). For larger n each node is one line of text: its
//   tuple, then its label. The first item, when it has a label, is framed in the board's
//   Try/Push/Pop colour and its label is bold.
// - All text and geometry is computed in setContent() and layoutFor(); paintEvent only draws.
//   setContent() with the same n and items does nothing (no relayout, no repaint).
// - Colours come from the palette (BoardColors), so light and dark themes both work. Its strings
//   keep SearchListView's translation context (Q_DECLARE_TR_FUNCTIONS(SearchListView)): they are
//   part of that view's text.
#include <QCoreApplication>
#include <QStringList>
#include <QWidget>
#include <vector>

class NodeGallery : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(SearchListView)

public:
    struct Item {
        std::vector<int> node;  // column of the queen of each row, row 0 first
        QString label;          // drawn above a mini-board, or after the tuple; may be empty
        friend bool operator==(const Item&, const Item&) = default;
    };

    NodeGallery(int maxBoardN, QWidget* parent);

    void setContent(int n, std::vector<Item> items);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    struct Layout {
        int gap = 0;
        int cell = 0;
        int boardSide = 0;
        int labelHeight = 0;
        int itemWidth = 1;
        int itemHeight = 0;
        int columns = 1;
        int height = 0;
    };

    // "(1, 3, 0)": the column of the queen of each row, row 0 first.
    static QString tupleText(const std::vector<int>& node);
    int count() const { return static_cast<int>(items_.size()); }
    bool boards() const { return n_ >= 1 && n_ <= maxBoardN_; }
    Layout layoutFor(int width) const;

    int maxBoardN_;
    int n_ = 0;
    std::vector<Item> items_;
    QStringList tuples_;
};
