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
//   setContent() with the same n and items does nothing (no relayout, no repaint), and asks the
//   parent layout for a new geometry only when the size the gallery needs changed.
// - Cost: a paint blits cached images (an empty board, a queen's dot) and draws texts laid out
//   once (QStaticText), so it stays far below a millisecond while the search list follows a
//   playing run; the frames are pixel-aligned rectangles, without antialiasing.
// - Colours come from the palette (BoardColors), so light and dark themes both work. Its strings
//   keep SearchListView's translation context (Q_DECLARE_TR_FUNCTIONS(SearchListView)): they are
//   part of that view's text.
#include <QCoreApplication>
#include <QImage>
#include <QStaticText>
#include <QStringList>
#include <QWidget>
#include <array>
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
    // The texts of the items laid out in the widget's font (tuples, bold labels).
    void prepareTexts();
    // The text line of item i when n is too large for boards, elided to the width.
    const QStaticText& lineText(int i);
    // Cached pictures: the empty n x n board and a queen's dot, for the cell size of the layout.
    const QImage& boardImage(const Layout& l);
    const QImage& dotImage(const Layout& l);

    int maxBoardN_;
    int n_ = 0;
    std::vector<Item> items_;
    QStringList tuples_;
    std::vector<QStaticText> tupleTexts_;  // tuples_ in font()
    std::vector<QStaticText> labelTexts_;  // the labels in bold
    std::vector<QStaticText> lineTexts_;   // lineText(), for lineWidth_
    int lineWidth_ = -1;
    using ImageKey = std::array<qint64, 4>;  // n, cell, palette, pixel ratio
    QImage board_;
    ImageKey boardKey_{};
    QImage dot_;
    ImageKey dotKey_{};
};
