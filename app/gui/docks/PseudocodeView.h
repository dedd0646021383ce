#pragma once
// PseudocodeView: the pseudo-code of the running algorithm, read-only, one numbered line per row,
// the line of the current event highlighted; on LanguageChange the rows take the new language.
// setCurrentLine() changes no item data (that would relayout every row): the view's delegate
// draws the highlight and only the old and new rows repaint; rows are sized for bold text.
#include <QListWidget>
#include <optional>

#include "Algorithm.h"

class PseudocodeView : public QListWidget {
    Q_OBJECT

public:
    explicit PseudocodeView(QWidget* parent = nullptr);

    void setAlgorithm(queens::Algorithm algorithm);
    // Highlights line `line` (an index into StepperFactory::pseudocode); -1 clears.
    void setCurrentLine(int line);
    int currentLine() const { return current_; }

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateFont();
    void updateRow(int row);
    // Row `row`'s text: its number and the line in the current language.
    QString lineText(int row, int count) const;
    void retranslateLines();

    std::optional<queens::Algorithm> algorithm_;
    int current_ = -1;
};
