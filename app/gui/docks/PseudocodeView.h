#pragma once
// PseudocodeView: the pseudo-code of the running algorithm, one numbered line per row, with the
// line of the current event highlighted (bold, in the palette's Highlight colours). Read-only:
// clicking does not change anything.
//
// Cost: playback moves the current line on every tick, so setCurrentLine() changes no item data
// (that would make QListView lay out every row again): the view's own delegate draws the current
// row highlighted, and setCurrentLine() repaints only the old and the new row, and nothing when
// the line is the same. Rows are sized for bold text, so the highlighted row always fits, and
// each row's text is laid out once (QStaticText) and drawn from that cache afterwards.
// On QEvent::LanguageChange the rows take the new language's text (the current line stays).
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
