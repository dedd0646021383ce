#pragma once
// PseudocodeView: the pseudo-code of the running algorithm, one numbered line per row, with the
// line of the current event highlighted. Read-only: clicking does not change anything.
#include <QListWidget>

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
    void paintLine(int line, bool current);

    int current_ = -1;
};
