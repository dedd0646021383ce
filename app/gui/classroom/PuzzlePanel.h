#pragma once
// PuzzlePanel: the puzzle dock's contents, a face for a PuzzleController: Check, Hint and Clear
// buttons, an algorithm combo with "Start search from here", the controller's last message and a
// short how-to line. It owns only its widgets; every action goes to the controller. The buttons
// are enabled only while the controller is active.
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
