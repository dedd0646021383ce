#pragma once
// BoardLegendView: the legend of a BoardWidget's marks, one row per mark of BoardLegend::marks()
// for the board's legendView(): a sample drawn by the board's painter (BoardLegend::sample, in
// the board's colours) and its text. It follows the board (legendChanged) and the language; it
// owns only its labels. toolTipHtml() is the same legend as rich text for the board's tooltip.
#include <QImage>
#include <QWidget>
#include <vector>

#include "BoardColors.h"
#include "BoardLegend.h"

class BoardWidget;
class QGridLayout;

class BoardLegendView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSampleSide = 30;   // pixels, in the view
    static constexpr int kToolTipSide = 22;  // pixels, in the tooltip

    explicit BoardLegendView(BoardWidget* board, QWidget* parent = nullptr);

    const std::vector<BoardLegend::Mark>& marks() const { return marks_; }
    QImage sampleAt(int row) const;  // the sample shown in row `row`
    QString textAt(int row) const;

    static QString toolTipHtml(const BoardLegend::View& view, const BoardColors& colors);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: the texts again

private:
    void rebuild();

    BoardWidget* board_;
    QGridLayout* grid_;
    std::vector<BoardLegend::Mark> marks_;
};
