#pragma once
// PseudocodeView: the pseudo-code of the running algorithm, read-only, one numbered line per row,
// the line of the current event highlighted; on LanguageChange the rows take the new language.
// The lines are drawn in lineFont(): the view's font (a fixed-width family at the inherited size)
// scaled down, to no less than kMinScale of it (nor kMinPointSize), so that the widest line fits
// the width and every
// line the height; a line wraps only when even the smallest font is too wide, its continuation
// indented under the line's code. setCurrentLine() changes no item data (that would relayout
// every row): the view's delegate draws the highlight and only the old and new rows repaint;
// rows are sized for bold text.
#include <QFont>
#include <QListWidget>
#include <optional>
#include <utility>

#include "Algorithm.h"

class PseudocodeView : public QListWidget {
    Q_OBJECT
    // For layouts that size the view to its content (PresenterLayout reads it by name).
    Q_PROPERTY(int leastHeight READ leastHeight)

public:
    // The smallest lineFont(): a share of the view's font size, and at least kMinPointSize.
    static constexpr double kMinScale = 0.45;
    static constexpr double kMinPointSize = 10.0;

    explicit PseudocodeView(QWidget* parent = nullptr);

    void setAlgorithm(queens::Algorithm algorithm);
    // Highlights line `line` (an index into StepperFactory::pseudocode); -1 clears.
    void setCurrentLine(int line);
    int currentLine() const { return current_; }

    QFont lineFont() const { return lineFont_; }
    // The number of lines row `row` is drawn on at the current width (1 unless it wraps).
    int visualLineCount(int row) const;

    void doItemsLayout() override;

    // The size that shows every line unwrapped and unscrolled in the view's own font.
    QSize sizeHint() const override;
    // The height that shows every line in the font fitted to `width` (hasHeightForWidth() stays
    // false: layouts keep using the size hint).
    int heightForWidth(int width) const override;
    // The height that shows every line in the smallest font (kMinScale, kMinPointSize).
    int leastHeight() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateFont();
    // lineFont_ for the current size, font and lines; relayouts the rows when it changed.
    void refit();
    std::pair<QFont, bool> fittedFont(QSize inner) const;
    int rowsHeight(const QFont& font, int width) const;
    void updateRow(int row);
    // Row `row`'s text: its number and the line in the current language.
    QString lineText(int row, int count) const;
    void retranslateLines();

    std::optional<queens::Algorithm> algorithm_;
    int current_ = -1;
    QFont lineFont_;
};
