#pragma once
// NodeGallery: search-tree nodes (partial placements, tuples of columns) drawn side by side for
// SearchListView: mini-boards with their tuples for n <= maxBoardN, wrapped to the width
// (height-for-width), else one text line per node; the first labelled item is framed. It owns its
// laid-out texts and cached images; setContent() and layoutFor() compute everything, paintEvent
// only blits. Its strings belong to SearchListView's translation context.
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
