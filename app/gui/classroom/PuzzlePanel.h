#pragma once
// PuzzlePanel: the puzzle dock's contents, a face for a PuzzleController.
//
// - "Check" (puzzleCheckButton), "Hint" (puzzleHintButton) and "Clear" (puzzleClearButton) call
//   the controller's check(), hint() and clear();
// - an algorithm combo (puzzleAlgorithmCombo: AlgorithmNames, item data = the Algorithm) and
//   "Start search from here" (puzzleStartButton) call startSearch(algorithm());
// - a status label (puzzleStatusLabel) shows the controller's last message, and a short how-to
//   line (puzzleHowToLabel) explains the mouse and the keys.
// The buttons are enabled only while the controller is active. On LanguageChange the fixed
// texts and the combo are retranslated (the selection is kept); the status keeps the last
// message until the next one.
#include <QWidget>

#include "Algorithm.h"

class PuzzleController;
class QComboBox;
class QLabel;
class QPushButton;

class PuzzlePanel : public QWidget {
    Q_OBJECT

public:
    explicit PuzzlePanel(PuzzleController* controller, QWidget* parent = nullptr);

    queens::Algorithm algorithm() const;
    void setAlgorithm(queens::Algorithm a);
    QString statusText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateEnabled();

    PuzzleController* controller_;
    QPushButton* check_ = nullptr;
    QPushButton* hint_ = nullptr;
    QPushButton* clear_ = nullptr;
    QComboBox* algorithm_ = nullptr;
    QPushButton* start_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* howTo_ = nullptr;
};
